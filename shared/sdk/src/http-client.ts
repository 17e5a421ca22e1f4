import type { ZodType } from 'zod';

import { APP_URL_HEADER } from '@klubb/contracts';

import { errorFromBody, networkError, timeoutError } from './http-error';

export type QueryValue = string | number | boolean | ReadonlyArray<string> | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface HttpClientConfig {
  /** The product API's base URL, e.g. http://localhost:4000. */
  apiUrl: string;
  /**
   * The brand's app URL. The API reads the brand from the call's `Origin`, so it is sent as
   * X-App-Url only when it is not the page's own origin (a remote's standalone dev page).
   */
  appUrl: string;
  /** The origin the calls are made from; the browser's `location.origin` unless given. */
  pageOrigin?: string;
  /** The current member's ID token, or null for an anonymous call. */
  getIdToken: () => Promise<string | null>;
  /**
   * Told of every answer of 500 or more, with the call's path and the stack of the code that made
   * the call (taken as it called, before any wait): the host counts a remote's pages' API
   * failures against that remote's version by it (ADR 024).
   */
  onServerError?: (failure: ServerFailure) => void;
  /**
   * How long a call may wait for its whole answer, asked at each call (the page's: the spec's
   * request time-out for the device, shorter while offline); past it the call fails with
   * 'Timeout limit reached' (spec §8), so a stalled network ends in the screen's error and its
   * retry instead of a spinner for good. Without it a call waits as long as the browser does.
   */
  timeoutMs?: () => number;
}

/** An answer of 500 or more, and who asked for it. */
export interface ServerFailure {
  status: number;
  path: string;
  /** The calling code's stack, whose script URLs name the remote that made the call. */
  stack: string;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** The call outlives the page (fetch keepalive): for what must reach the API on leaving. */
  keepalive?: boolean;
  /**
   * A public call, whose answer is the same for every visitor and member of the brand (feeds,
   * billboard, categories, search): sent without the member's token, so the API answers it from
   * its public cache (issue 38). Nothing member-specific may be asked this way.
   */
  anonymous?: boolean;
}

function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // Arrays travel as a JSON array string, as the spec's categoryIdSelect does.
    params.set(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A signal that aborts after `ms`, or with the caller's own signal: written out rather than
 * `AbortSignal.any`/`AbortSignal.timeout`, which the older iOS webviews the app runs in lack.
 */
function startDeadline(ms: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

/**
 * The one HTTP client of the product API (spec §7): Authorization with the member's ID token,
 * the brand by Origin (X-App-Url only from another origin), Accept JSON, GET parameters in the query string, 204 read as `{}`, any status of 400 or more
 * raised as an ApiError with status, code and message, and a network failure or a call past its
 * time-out as status 600.
 */
export function createHttpClient(config: HttpClientConfig) {
  const pageOrigin = config.pageOrigin ?? globalThis.location?.origin;
  // Without a custom header a visitor's GET is a CORS "simple" request: no preflight (ADR 014).
  const brandHeaders: Record<string, string> =
    pageOrigin === config.appUrl ? {} : { [APP_URL_HEADER]: config.appUrl };
  return async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', query, body, schema, signal, keepalive, anonymous } = options;
    // Before the first wait, while the caller's frames are on the stack.
    const stack = config.onServerError ? (new Error().stack ?? '') : '';
    const headers: Record<string, string> = { Accept: 'application/json', ...brandHeaders };
    const token = anonymous ? null : await config.getIdToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const deadline = config.timeoutMs ? startDeadline(config.timeoutMs(), signal) : null;
    let response: Response;
    let data: unknown;
    try {
      response = await fetch(`${config.apiUrl}${path}${toSearch(query)}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: deadline?.signal ?? signal,
        ...(keepalive ? { keepalive } : {}),
      });
      data = response.status === 204 ? {} : await response.json().catch(() => undefined);
    } catch (cause) {
      if (signal?.aborted) throw cause;
      if (deadline?.expired()) throw timeoutError();
      throw networkError(cause);
    } finally {
      deadline?.clear();
    }
    // An answer cut off by the deadline while its body was read.
    if (deadline?.expired()) throw timeoutError();
    if (response.status >= 500) config.onServerError?.({ status: response.status, path, stack });
    if (response.status >= 400) throw errorFromBody(response.status, data);
    return schema ? schema.parse(data) : (data as T);
  };
}

export type HttpRequest = ReturnType<typeof createHttpClient>;
