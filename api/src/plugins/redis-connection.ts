import net from 'node:net';

/** A Redis reply as RESP2 gives it. */
export type RedisReply = string | number | null | RedisReply[];

interface Pending {
  resolve: (reply: RedisReply) => void;
  reject: (error: Error) => void;
}

/** Reads one reply from `buffer` at `offset`: the reply and where the next begins, or null if incomplete. */
export function readReply(buffer: Buffer, offset: number): [RedisReply | Error, number] | null {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buffer[offset] as number);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  if (type === '+') return [line, next];
  if (type === '-') return [new Error(`Redis: ${line}`), next];
  if (type === ':') return [Number(line), next];
  if (type === '$') {
    const length = Number(line);
    if (length < 0) return [null, next];
    if (buffer.length < next + length + 2) return null;
    return [buffer.toString('utf8', next, next + length), next + length + 2];
  }
  if (type === '*') {
    const count = Number(line);
    if (count < 0) return [null, next];
    const items: RedisReply[] = [];
    let at = next;
    for (let i = 0; i < count; i += 1) {
      const item = readReply(buffer, at);
      if (!item) return null;
      if (item[0] instanceof Error) return [item[0], item[1]];
      items.push(item[0]);
      at = item[1];
    }
    return [items, at];
  }
  return [new Error(`Redis: unexpected reply type ${type}`), buffer.length];
}

export const encode = (args: readonly string[]) =>
  `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;

export interface RedisConnection {
  command(args: readonly string[]): Promise<RedisReply>;
  close(): Promise<void>;
}

/**
 * A minimal Redis client (RESP2 over one TCP connection, commands pipelined in order) for the few
 * commands the rate-limit store sends; it reconnects at the next command after a failure. Kept in
 * the repository rather than adding a client package: the store needs `EVAL` and `DEL` only.
 */
export function connectRedis(url: string, timeoutMs = 2_000): RedisConnection {
  const target = new URL(url);
  const database = target.pathname.replace('/', '');
  let socket: net.Socket | null = null;
  let buffer = Buffer.alloc(0);
  const pending: Pending[] = [];

  const failAll = (error: Error) => {
    socket?.destroy();
    socket = null;
    buffer = Buffer.alloc(0);
    for (const waiting of pending.splice(0)) waiting.reject(error);
  };

  const open = (): net.Socket => {
    const created = net.connect(Number(target.port || 6379), target.hostname || '127.0.0.1');
    created.setNoDelay(true);
    created.setTimeout(timeoutMs, () => failAll(new Error('Redis: timed out')));
    created.on('error', (error) => failAll(error));
    created.on('close', () => failAll(new Error('Redis: connection closed')));
    created.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      let offset = 0;
      for (;;) {
        const read = readReply(buffer, offset);
        if (!read) break;
        offset = read[1];
        const waiting = pending.shift();
        if (read[0] instanceof Error) waiting?.reject(read[0]);
        else waiting?.resolve(read[0]);
      }
      buffer = buffer.subarray(offset);
    });
    const auth = [target.username, target.password].filter(Boolean).map(decodeURIComponent);
    if (auth.length) send(created, ['AUTH', ...auth]).catch(() => undefined);
    if (database) send(created, ['SELECT', database]).catch(() => undefined);
    return created;
  };

  function send(on: net.Socket, args: readonly string[]): Promise<RedisReply> {
    return new Promise((resolve, reject) => {
      pending.push({ resolve, reject });
      on.write(encode(args));
    });
  }

  return {
    command(args) {
      socket ??= open();
      return send(socket, args);
    },
    async close() {
      const closing = socket;
      socket = null;
      if (!closing) return;
      await new Promise<void>((resolve) => {
        closing.once('close', () => resolve());
        closing.end(encode(['QUIT']));
      });
    },
  };
}
