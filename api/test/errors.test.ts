import { API_PATHS, APP_URL_HEADER, ERROR_CODES } from '@klubb/contracts';

import { BODY_LIMIT_BYTES } from '../src/app';
import { noContent } from '../src/http/no-content';

import { BRAND_A_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

describe.each(testTargets())('error records on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    // Routes only this test has: a bug, a call with nothing to answer, and one that takes too long.
    t.app.get('/test/boom', async () => {
      throw new Error('secret detail from deep inside');
    });
    t.app.post('/test/nothing', async (_request, reply) => noContent(reply));
    t.app.get('/test/slow', { handlerTimeout: 50 }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { late: true };
    });
  });
  afterAll(() => t.close());

  const headers = { [APP_URL_HEADER]: BRAND_A_URL };
  const get = (url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
  const search = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.searchOffer,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });

  it.each([
    ['offset=-1', /offset/],
    ['offset=abc', /offset/],
    ['offset=1.5', /offset/],
    ['offset=99999999', /offset/],
    ['type=concert', /type/],
    ['categoryIdSelect=not%20json', /categoryIdSelect/],
    ['categoryIdSelect=%7B%22a%22%3A1%7D', /categoryIdSelect/],
    [
      `categoryIdSelect=${encodeURIComponent(JSON.stringify(['x'.repeat(65)]))}`,
      /categoryIdSelect/,
    ],
    [`categoryIdSelect=${'x'.repeat(5000)}`, /categoryIdSelect/],
  ])('answers 400 validation_failed to the feed query %s', async (query, field) => {
    const record = errorOf(await get(`${API_PATHS.getOfferList}?${query}`));
    expect(record).toMatchObject({ status: 400, code: ERROR_CODES.validation });
    expect(record.message).toMatch(field);
  });

  it('answers 400 to an offer id that is missing or too long, and to a huge app URL', async () => {
    expect(errorOf(await get(API_PATHS.getOffer)).code).toBe(ERROR_CODES.validation);
    expect(errorOf(await get(`${API_PATHS.getOffer}?id=${'x'.repeat(500)}`)).status).toBe(400);
    const longUrl = `http://localhost:3000/${'a'.repeat(5000)}`;
    expect(errorOf(await get(`${API_PATHS.getBrand}?appUrl=${longUrl}`)).status).toBe(400);
    expect(errorOf(await get(API_PATHS.getBillboard, { [APP_URL_HEADER]: longUrl })).status).toBe(
      400,
    );
  });

  it('answers 404 route_not_found to an unknown route or method', async () => {
    const unknown = errorOf(await get('/v1/get/nothing'));
    expect(unknown).toMatchObject({ status: 404, code: ERROR_CODES.routeNotFound });
    expect(unknown.message).toContain('/v1/get/nothing');
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: API_PATHS.getBrand, headers });
    expect(errorOf(wrongMethod).code).toBe(ERROR_CODES.routeNotFound);
  });

  it('answers 400 to a URL that cannot be decoded', async () => {
    expect(errorOf(await get('/v1/get/%E0%A4%A')).status).toBe(400);
  });

  it('answers 400 bad_request to a broken or empty JSON body', async () => {
    expect(errorOf(await search('{"query": "mat"'))).toMatchObject({
      status: 400,
      code: ERROR_CODES.badRequest,
    });
    expect(errorOf(await search('')).status).toBe(400);
    expect(errorOf(await search('{"__proto__": {"admin": true}}')).status).toBe(400);
  });

  it('answers 400 validation_failed to a JSON body of the wrong shape', async () => {
    for (const payload of [
      '[]',
      '{"query": 5}',
      '{"query": "   "}',
      '{"query": "a", "offset": -3}',
    ]) {
      expect(errorOf(await search(payload))).toMatchObject({
        status: 400,
        code: ERROR_CODES.validation,
      });
    }
  });

  it('answers 413 to a body over the limit and 415 to a body that is not JSON', async () => {
    const huge = JSON.stringify({ query: 'x'.repeat(BODY_LIMIT_BYTES) });
    expect(errorOf(await search(huge))).toMatchObject({
      status: 413,
      code: ERROR_CODES.payloadTooLarge,
    });
    expect(errorOf(await search('<query/>', 'application/xml'))).toMatchObject({
      status: 415,
      code: ERROR_CODES.unsupportedMediaType,
    });
  });

  it('answers 204 with no body where there is nothing to answer', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/nothing', headers });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('answers 500 internal with a generic message, never the cause or a stack', async () => {
    const response = await get('/test/boom');
    const record = errorOf(response);
    expect(record).toMatchObject({ status: 500, code: ERROR_CODES.internal });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
  });

  it('answers 503 timeout when a handler takes too long', async () => {
    expect(errorOf(await get('/test/slow'))).toMatchObject({
      status: 503,
      code: ERROR_CODES.timeout,
    });
  });
});
