import { fetchWithin } from '../../http/fetch-within';

/** How long one file of a remote version may take to arrive, and how big it may be. */
export const REGISTRY_FETCH_TIMEOUT_MS = 5_000;
export const REGISTRY_FETCH_MAX_BYTES = 2 * 1024 * 1024;

/**
 * GETs a file of a remote version (http or https only), bounded in time and size, as bytes; throws
 * an Error whose message says why it did not load.
 */
export async function fetchLimited(url: string, timeoutMs = REGISTRY_FETCH_TIMEOUT_MS) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${url} is not an http(s) URL`);
  }
  const tooLarge = new Error(`${url} is larger than allowed`);
  const notOk = (status: number) => new Error(`${url} answered HTTP ${status}`);
  try {
    // The deadline covers the body too: a file that trickles in is as late as one never sent.
    return await fetchWithin(parsed, { redirect: 'follow' }, timeoutMs, async (response) => {
      if (!response.ok) throw notOk(response.status);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > REGISTRY_FETCH_MAX_BYTES) throw tooLarge;
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > REGISTRY_FETCH_MAX_BYTES) throw tooLarge;
      return bytes;
    });
  } catch (error) {
    if (error === tooLarge || (error as Error).message.startsWith(`${url} answered HTTP`)) {
      throw error;
    }
    const name = (error as Error).name;
    throw new Error(
      name === 'TimeoutError' || name === 'AbortError'
        ? `${url} did not answer within ${timeoutMs} ms`
        : `${url} did not load (${(error as Error).message})`,
    );
  }
}

export async function fetchJson(url: string): Promise<unknown> {
  const bytes = await fetchLimited(url);
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new Error(`${url} is not JSON`);
  }
}
