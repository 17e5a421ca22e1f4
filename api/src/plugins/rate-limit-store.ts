import { connectRedis } from './redis-connection';

/**
 * Counters with a time window, shared by every API instance when they share a Redis
 * (`REDIS_URL`), kept in this process otherwise. Sign-in lock-outs, throttles per client address
 * and per e-mail, and reset limits use it; so can anything else that must agree across instances.
 * Every window is fixed: it starts with the first event under a key and the key vanishes after it.
 */
export interface RateLimitStore {
  /** Counts one event under `key`; answers the count in the current window (1 for the first). */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count in the current window, 0 when there is none. */
  peek(key: string): Promise<number>;
  /** Adds `member` to the set under `key` (window from its first member); answers the set's size. */
  addMember(key: string, member: string, windowMs: number): Promise<number>;
  /** The size of the set under `key`, 0 when there is none. */
  setSize(key: string): Promise<number>;
  /** Forgets `key` (a counter or a set). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  count: number;
  members?: Set<string>;
  expiresAt: number;
}

/** The store of one process: a Map swept of expired windows as it is used. */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const entries = new Map<string, Entry>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  let calls = 0;
  const sweep = () => {
    calls += 1;
    if (calls % 1000 !== 0) return;
    for (const key of [...entries.keys()]) live(key);
  };
  return {
    async hit(key, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async addMember(key, member, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, members: new Set(), expiresAt: now() + windowMs };
      entry.members ??= new Set();
      entry.members.add(member);
      entries.set(key, entry);
      return entry.members.size;
    },
    async setSize(key) {
      return live(key)?.members?.size ?? 0;
    },
    async reset(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

// Atomic on the server, so instances counting at the same moment never lose a count.
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
const ADD_MEMBER = `local added = redis.call('SADD', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return redis.call('SCARD', KEYS[1])`;
const PEEK = `if redis.call('TYPE', KEYS[1]).ok == 'set' then return 0 end
return tonumber(redis.call('GET', KEYS[1]) or '0')`;

/**
 * The store in Redis under `prefix` (tests give each run its own). Keys are
 * `<prefix><key>`; counters are strings with a PEXPIRE, sets are Redis sets.
 */
export function createRedisStore(url: string, prefix = 'klubb:rl:'): RateLimitStore {
  const redis = connectRedis(url);
  const eval1 = async (script: string, key: string, ...args: string[]) =>
    Number(await redis.command(['EVAL', script, '1', `${prefix}${key}`, ...args]));
  return {
    hit: (key, windowMs) => eval1(HIT, key, String(windowMs)),
    peek: (key) => eval1(PEEK, key),
    addMember: (key, member, windowMs) => eval1(ADD_MEMBER, key, member, String(windowMs)),
    setSize: async (key) => Number(await redis.command(['SCARD', `${prefix}${key}`])),
    async reset(key) {
      await redis.command(['DEL', `${prefix}${key}`]);
    },
    close: () => redis.close(),
  };
}

/** Redis when a URL is given, this process's memory otherwise. */
export function createRateLimitStore(
  redisUrl: string | undefined,
  prefix?: string,
): RateLimitStore {
  return redisUrl ? createRedisStore(redisUrl, prefix) : createMemoryStore();
}
