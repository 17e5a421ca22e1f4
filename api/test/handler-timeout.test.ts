import { APP_URL_HEADER, ERROR_CODES } from '@klubb/contracts';

import { BRAND_A_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

describe.each(testTargets())("the app's handler time-out on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // The app's own time-out, short (a route without a handlerTimeout of its own takes it).
    t = await createTestApp(target, {}, { handlerTimeoutMs: 100 });
    t.app.get('/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      return { late: true };
    });
    t.app.get('/test/quick', async () => ({ quick: true }));
    // A seeded database takes a while on a busy machine.
  }, 90_000);
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { [APP_URL_HEADER]: BRAND_A_URL } });

  it('answers 503 timeout when a handler takes longer than the app allows', async () => {
    expect(errorOf(await get('/test/slow'))).toMatchObject({
      status: 503,
      code: ERROR_CODES.timeout,
    });
  });

  it('answers a quick handler as usual', async () => {
    expect((await get('/test/quick')).json()).toEqual({ quick: true });
  });
});
