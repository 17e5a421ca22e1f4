import {
  ANDROID_BRIDGE_OBJECT,
  CONTAINER_TIMEOUT_MS,
  nativeBridgeAnswerSchemas,
  WEB_BRIDGE_OBJECT,
  type NativeBridgeAnswer,
  type NativeBridgeFunction,
  type NativeBridgePayloads,
} from '@klubb/contracts';

/** What a bridge call ends with; it never throws and never waits past the time-out. */
export type BridgeResult<T> =
  | { status: 'ok'; value: T }
  | { status: 'notAvailable' }
  | { status: 'timeout' }
  | { status: 'error'; message: string };

/** The iOS message handler: WKScriptMessageHandler(WithReply). */
interface IosMessageHandler {
  postMessage(message: unknown): unknown;
}
/** The container's view of the page's window that the bridge needs. */
export interface BridgeHost {
  webkit?: { messageHandlers?: Record<string, IosMessageHandler | undefined> };
  [ANDROID_BRIDGE_OBJECT]?: Record<string, unknown>;
  [WEB_BRIDGE_OBJECT]?: WebBridgeObject;
}
/** What the containers call back on (the callback form): docs/native-bridge.md. */
export interface WebBridgeObject {
  resolve(callbackId: string, answer: unknown): void;
  reject(callbackId: string, message: string): void;
}

export interface NativeBridgeOptions {
  host: BridgeHost;
  timeoutMs?: number;
  /** Bridge errors are logged only, never shown (spec §8). */
  log?: (message: string) => void;
}

export interface NativeBridge {
  /** 'ios' or 'android' when that container's bridge is installed in the page; null otherwise. */
  platform(): 'ios' | 'android' | null;
  /** Whether the container offers this function (answers at once, no call). */
  has(name: NativeBridgeFunction): boolean;
  call<F extends NativeBridgeFunction>(
    name: F,
    ...payload: NativeBridgePayloads[F] extends null ? [] : [NativeBridgePayloads[F]]
  ): Promise<BridgeResult<NativeBridgeAnswer<F>>>;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';

/** Answers may come as JSON text (Android's evaluateJavascript, a String reply) or as objects. */
function readAnswer(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * Creates the native bridge over a page's window (spec §7). iOS: `webkit.messageHandlers.<name>`
 * `.postMessage({callbackId, payload})`, answered by the reply promise or by the callback object;
 * Android: `KlubbAndroid.<name>(callbackId, payloadJson)`, answered by its return value or the
 * callback object. Every call ends within the time-out (1000 ms); outside a container it answers
 * `notAvailable` at once. Failures are logged, never thrown.
 */
export function createNativeBridge(options: NativeBridgeOptions): NativeBridge {
  const { host } = options;
  const timeoutMs = options.timeoutMs ?? CONTAINER_TIMEOUT_MS;
  const log =
    options.log ?? ((message: string) => console.warn(`[klubb] native bridge: ${message}`));
  const pending = new Map<string, (outcome: { answer: unknown } | { error: string }) => void>();
  let nextId = 0;

  const webObject: WebBridgeObject = {
    resolve: (callbackId, answer) => pending.get(callbackId)?.({ answer }),
    reject: (callbackId, message) => pending.get(callbackId)?.({ error: String(message) }),
  };
  host[WEB_BRIDGE_OBJECT] = webObject;

  const iosHandler = (name: string) => host.webkit?.messageHandlers?.[name];
  const androidMethod = (name: string) => {
    const method = host[ANDROID_BRIDGE_OBJECT]?.[name];
    return typeof method === 'function' ? (method as (...args: string[]) => unknown) : undefined;
  };

  const bridge: NativeBridge = {
    platform: () =>
      host.webkit?.messageHandlers ? 'ios' : host[ANDROID_BRIDGE_OBJECT] ? 'android' : null,
    has: (name) => Boolean(iosHandler(name) ?? androidMethod(name)),
    async call(name, ...args) {
      const ios = iosHandler(name);
      const android = ios ? undefined : androidMethod(name);
      if (!ios && !android) return { status: 'notAvailable' };
      const payload = args[0] ?? null;
      nextId += 1;
      const callbackId = `${name}-${nextId}`;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const answered = new Promise<{ answer: unknown } | { error: string } | 'timeout'>(
        (resolve) => {
          pending.set(callbackId, resolve);
          timer = setTimeout(() => resolve('timeout'), timeoutMs);
          try {
            const direct = ios
              ? ios.postMessage({ callbackId, payload })
              : android!.call(host[ANDROID_BRIDGE_OBJECT], callbackId, JSON.stringify(payload));
            if (isThenable(direct)) {
              direct.then(
                (answer) => resolve({ answer }),
                (error: unknown) => resolve({ error: String(error) }),
              );
            } else if (!ios && direct !== undefined && direct !== null) {
              resolve({ answer: direct });
            }
          } catch (error) {
            resolve({ error: error instanceof Error ? error.message : String(error) });
          }
        },
      );
      const outcome = await answered;
      clearTimeout(timer);
      pending.delete(callbackId);
      if (outcome === 'timeout') {
        log(`${name} gave no answer within ${timeoutMs} ms`);
        return { status: 'timeout' };
      }
      if ('error' in outcome) {
        log(`${name} failed: ${outcome.error}`);
        return { status: 'error', message: outcome.error };
      }
      const parsed = nativeBridgeAnswerSchemas[name].safeParse(readAnswer(outcome.answer));
      if (!parsed.success) {
        log(`${name} answered something else than the contract: ${parsed.error.message}`);
        return { status: 'error', message: 'The container answered outside the contract' };
      }
      return { status: 'ok', value: parsed.data as NativeBridgeAnswer<typeof name> };
    },
  };
  return bridge;
}

let pageBridge: NativeBridge | null = null;

/** The page's bridge (remotes get it as `runtime.native.bridge()`), created on first use. */
export function nativeBridge(): NativeBridge {
  pageBridge ??= createNativeBridge({ host: globalThis as unknown as BridgeHost });
  return pageBridge;
}
