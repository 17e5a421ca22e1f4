// What the one HTTP client makes of what it sends and what comes back, with the network mocked
// at the HTTP layer (MSW): query strings, bodies, 204, error records, a network failure, an abort.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';

import { NETWORK_FAILURE } from '@klubb/contracts';

import { createHttpClient } from './http-client';
import { ApiError } from './http-error';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const request = createHttpClient({
  apiUrl: API,
  appUrl: 'http://localhost:3000',
  pageOrigin: 'http://localhost:3000',
  getIdToken: async () => null,
});

describe('the HTTP client’s requests and answers', () => {
  it('puts GET parameters in the query string: arrays as JSON, nothing for undefined', async () => {
    let url: URL | null = null;
    server.use(
      http.get(`${API}/v1/get_list/offer`, ({ request: sent }) => {
        url = new URL(sent.url);
        return HttpResponse.json([]);
      }),
    );
    await request('/v1/get_list/offer', {
      query: { offset: 30, type: undefined, categoryIdSelect: ['a', 'b'], flag: true },
    });
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      offset: '30',
      categoryIdSelect: '["a","b"]',
      flag: 'true',
    });
  });

  it('sends a body as JSON, and reads a 204 as {}', async () => {
    let body: unknown;
    let contentType: string | null = null;
    server.use(
      http.put(`${API}/v1/update/user`, async ({ request: sent }) => {
        body = await sent.json();
        contentType = sent.headers.get('content-type');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(
      request('/v1/update/user', { method: 'PUT', body: { firstName: 'Anna' } }),
    ).resolves.toEqual({});
    expect(body).toEqual({ firstName: 'Anna' });
    expect(contentType).toBe('application/json');
  });

  it('raises an error record of 400 or more as an ApiError with its status, code and message', async () => {
    server.use(
      http.get(`${API}/v1/get/offer`, () =>
        HttpResponse.json(
          { status: 404, code: 'offer/not-found', message: 'No such offer' },
          { status: 404 },
        ),
      ),
    );
    const error = await request('/v1/get/offer').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'offer/not-found', message: 'No such offer' });
  });

  it('names an answer without an error record by its status', async () => {
    server.use(http.get(`${API}/v1/get/offer`, () => new HttpResponse('<html>', { status: 502 })));
    await expect(request('/v1/get/offer')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
    });
  });

  it('turns a network failure into status 600 failed_to_fetch', async () => {
    server.use(http.get(`${API}/v1/get/offer`, () => HttpResponse.error()));
    await expect(request('/v1/get/offer')).rejects.toMatchObject(NETWORK_FAILURE);
  });

  it('checks an answer against its schema', async () => {
    server.use(http.get(`${API}/v1/get/count`, () => HttpResponse.json({ count: 'many' })));
    const schema = z.object({ count: z.number() });
    await expect(request('/v1/get/count', { schema })).rejects.toBeInstanceOf(z.ZodError);
    server.use(http.get(`${API}/v1/get/count`, () => HttpResponse.json({ count: 3 })));
    await expect(request('/v1/get/count', { schema })).resolves.toEqual({ count: 3 });
  });

  it('lets an abort through as an abort, not as a network failure', async () => {
    server.use(
      http.get(`${API}/v1/get/offer`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request('/v1/get/offer', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
