import { createServer, type Server } from 'node:http';

import { fetchWithin } from './fetch-within';

describe('fetchWithin', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // Headers at once, then a body that never ends.
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"a":');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers what the reader makes of the response', async () => {
    const ok = (async () => new Response('{"a":1}')) as typeof fetch;
    await expect(fetchWithin(url, {}, 1_000, (r) => r.json(), ok)).resolves.toEqual({ a: 1 });
  });

  it('rejects on time when the body stalls, and aborts the request', async () => {
    const started = Date.now();
    await expect(fetchWithin(url, {}, 300, (r) => r.json())).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('rejects on time even when the fetch ignores its signal', async () => {
    let signal: AbortSignal | undefined;
    const never = ((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => {});
    }) as typeof fetch;
    await expect(fetchWithin(url, {}, 200, (r) => r.text(), never)).rejects.toMatchObject({
      name: 'TimeoutError',
      message: `${url} did not answer within 200 ms`,
    });
    expect(signal?.aborted).toBe(true);
  });
});
