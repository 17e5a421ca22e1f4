import { API_PATHS, APP_URL_HEADER, ERROR_CODES } from '@klubb/contracts';

import { BODY_LIMIT_BYTES } from '../src/app';
import { noContent } from '../src/http/no-content';

import { ANNA, mintTestToken } from './helpers/identity';
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

  describe('every product route with bad input', () => {
    // Each route, called by a member with input of the wrong shape: never a 500, never a hang.
    const ROUTES: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', API_PATHS.getUser],
      ['POST', API_PATHS.createUser],
      ['PUT', API_PATHS.updateUser],
      ['POST', API_PATHS.completeOnboarding],
      ['POST', API_PATHS.passwordReset],
      ['PUT', API_PATHS.passwordUpdate],
      ['GET', API_PATHS.getOffer],
      ['GET', API_PATHS.getRestaurant],
      ['GET', API_PATHS.getRestaurantList],
      ['POST', API_PATHS.claimVoucherCode],
      ['PUT', API_PATHS.updateShoppingCart],
      ['POST', API_PATHS.createCheckout],
      ['POST', API_PATHS.expireCheckout],
      ['GET', API_PATHS.getCheckoutConfig],
      ['POST', API_PATHS.analytics],
      ['POST', API_PATHS.logInteraction],
      ['POST', API_PATHS.searchOffer],
    ];
    const BODIES = [
      '{"broken":',
      '[]',
      '"text"',
      '{"id": {"$ne": 1}, "email": 5, "quantity": "1", "shopingCartItemList": "x"}',
      JSON.stringify({
        id: 'x'.repeat(20_000),
        email: 'a@b.se'.repeat(2000),
        query: 'q'.repeat(20_000),
      }),
      JSON.stringify({
        shopingCartItemList: [{ itemVariantId: 'nope', offerId: 'nope', quantity: 1 }],
      }),
      JSON.stringify({
        stripeCheckoutSessionId: 'cs_test_nope',
        verificationId: 'nope',
        password: 'Aa1aaaaaaa',
      }),
    ];
    const QUERIES = ['?id=', `?id=${'x'.repeat(3000)}`, '?id=unknown&testMode=maybe', '?limit=-1'];

    it.each(ROUTES)('%s %s answers an error record below 500', async (method, path) => {
      const token = await mintTestToken(t.database, { uid: ANNA.uid });
      const call = (url: string, payload?: string) =>
        t.app.inject({
          method,
          url,
          headers: {
            ...headers,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
          },
          ...(payload === undefined ? {} : { payload }),
        });
      const responses = [
        ...(method === 'GET'
          ? await Promise.all(QUERIES.map((query) => call(`${path}${query}`)))
          : []),
        ...(method === 'GET' ? [] : await Promise.all(BODIES.map((body) => call(path, body)))),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) errorOf(response);
      }
    });
  });
});
