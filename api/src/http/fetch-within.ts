/** The error a call past its deadline rejects with (`name` as `AbortSignal.timeout`'s). */
export class FetchTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * An outbound call — `fetch(url, init)` read by `read(response)` — settled within `ms` on a timer
 * of its own: past it the request is aborted and the promise rejects, whether or not the fetch
 * heeds its signal. An `AbortSignal.timeout` alone was not enough for the render service (a CI
 * run of 2026-11-27 had a fetch with one pending for 15 minutes), so no call of ours relies on it.
 */
export function fetchWithin<T>(
  url: string | URL,
  init: RequestInit,
  ms: number,
  read: (response: Response) => T | Promise<T>,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new FetchTimeoutError(`${String(url)} did not answer within ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const work = Promise.resolve()
    .then(() => fetchImpl(url, { ...init, signal: controller.signal }))
    .then(read);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
