// The failover test's HTTP client: one call through nginx, timed and counted in the run's stats,
// an idempotent call whose answer was cut off asked once more (load.mjs and purchase.mjs use it).
import { BRAND } from './fixture.mjs';

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createStats() {
  return { latencies: [], requests: 0, failedIdempotent: [], failedOther: [], retriedCut: [] };
}

/** One attempt: the status (0 for no whole answer) and the JSON body. */
async function attempt(base, { method, path, body, rawBody, token, headers }) {
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-app-url': BRAND.appUrl,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      ...(rawBody ? { body: rawBody } : {}),
      signal: AbortSignal.timeout(20_000),
    });
    const status = response.status;
    const text = await response.text();
    return { status, json: text ? JSON.parse(text) : null };
  } catch (error) {
    // A body cut off (its instance died while sending it) is no answer, whatever the status
    // said: taking it for an empty cart is how a first version of this test "lost" a cart line.
    return { status: 0, json: { error: String(error?.cause?.code ?? error?.message ?? error) } };
  }
}

/**
 * One call through nginx; a network error, a body that is not whole JSON, or a status of 500 or
 * more is a failure. An idempotent call whose answer was cut off is asked once more, as the app's
 * query client does (`retry: 1`): nginx retries an instance that fails before answering, but once
 * the answer's head has gone to the client, a SIGKILL mid-body can only be retried by the client.
 * Such retries are counted and printed; a change (PUT, POST) is never repeated.
 */
export async function call(
  stats,
  base,
  { method = 'GET', path, body, rawBody, token, headers = {} },
) {
  const started = performance.now();
  const request = { method, path, body, rawBody, token, headers };
  let { status, json } = await attempt(base, request);
  if (status === 0 && IDEMPOTENT.has(method)) {
    stats.retriedCut.push({ method, path, at: Date.now(), detail: json });
    ({ status, json } = await attempt(base, request));
  }
  stats.requests += 1;
  stats.latencies.push(performance.now() - started);
  const failed = status === 0 || status >= 500;
  if (failed) {
    const record = { method, path, status, at: Date.now(), detail: json };
    (IDEMPOTENT.has(method) ? stats.failedIdempotent : stats.failedOther).push(record);
  }
  return { status, json, failed };
}

export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
