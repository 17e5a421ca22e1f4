/**
 * @jest-environment node
 */
// What the one HTTP client sends, against a real HTTP server on a free port (Node's fetch).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createHttpClient } from './http-client';

// Headers a browser may send cross-origin without a preflight (Fetch standard, CORS-safelisted),
// plus what fetch itself adds.
const SIMPLE_HEADERS = new Set([
  'accept',
  'accept-language',
  'content-language',
  'host',
  'connection',
  'user-agent',
  'accept-encoding',
  'sec-fetch-mode',
]);

let server: ReturnType<typeof createServer>;
let apiUrl = '';
let seen: IncomingMessage['headers'][] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    // A stalled network: no answer at all, or the headers and then nothing of the body.
    if (request.url?.startsWith('/stall')) return;
    if (request.url?.startsWith('/half')) {
      response.writeHead(200, { 'content-type': 'application/json' }).write('{"ok":');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  seen = [];
});

const APP = 'http://localhost:3000';

describe('createHttpClient', () => {
  it('sends a visitor’s GET from the brand’s own origin with safelisted headers only (no preflight)', async () => {
    const request = createHttpClient({
      apiUrl,
      appUrl: APP,
      pageOrigin: APP,
      getIdToken: async () => null,
    });
    await expect(request('/v1/get_list/offer', { query: { offset: 0 } })).resolves.toEqual({
      ok: true,
    });
    const headers = seen[0] ?? {};
    expect(headers['x-app-url']).toBeUndefined();
    expect(Object.keys(headers).filter((name) => !SIMPLE_HEADERS.has(name))).toEqual([]);
    expect(headers.accept).toBe('application/json');
  });

  it('names the brand with X-App-Url when the page is on another origin (a standalone remote)', async () => {
    const request = createHttpClient({
      apiUrl,
      appUrl: APP,
      pageOrigin: 'http://localhost:3002',
      getIdToken: async () => null,
    });
    await request('/v1/get/billboard');
    expect(seen[0]?.['x-app-url']).toBe(APP);
  });

  it('sends the member’s token when there is one', async () => {
    const request = createHttpClient({
      apiUrl,
      appUrl: APP,
      pageOrigin: APP,
      getIdToken: async () => 'id-token',
    });
    await request('/v1/get/user/shopping_cart');
    expect(seen[0]?.authorization).toBe('Bearer id-token');
    expect(seen[0]?.['x-app-url']).toBeUndefined();
  });

  it('sends a public call without the token even when a member is signed in (issue 38)', async () => {
    let asked = 0;
    const request = createHttpClient({
      apiUrl,
      appUrl: APP,
      pageOrigin: APP,
      getIdToken: async () => {
        asked += 1;
        return 'id-token';
      },
    });
    await request('/v1/get/billboard', { anonymous: true });
    expect(seen[0]?.authorization).toBeUndefined();
    expect(asked).toBe(0);
  });

  describe('with a time-out', () => {
    const client = (timeoutMs: number) =>
      createHttpClient({
        apiUrl,
        appUrl: APP,
        pageOrigin: APP,
        getIdToken: async () => null,
        timeoutMs: () => timeoutMs,
      });

    it('fails a call the server never answers as a network failure: Timeout limit reached', async () => {
      await expect(client(150)('/stall')).rejects.toMatchObject({
        status: 600,
        code: 'failed_to_fetch',
        message: 'Timeout limit reached',
      });
    });

    it('fails a call whose body stops half-way, though its headers came in time', async () => {
      await expect(client(150)('/half')).rejects.toMatchObject({
        status: 600,
        message: 'Timeout limit reached',
      });
    });

    it('answers a call within its time-out, and leaves no timer behind', async () => {
      jest.spyOn(global, 'clearTimeout');
      await expect(client(5_000)('/v1/get/billboard')).resolves.toEqual({ ok: true });
      expect(clearTimeout).toHaveBeenCalled();
    });

    it("still ends with the caller's own abort, as the caller's error", async () => {
      const controller = new AbortController();
      const call = client(5_000)('/stall', { signal: controller.signal });
      controller.abort();
      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    });
  });
});
