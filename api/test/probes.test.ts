import { API_PATHS, APP_URL_HEADER, ERROR_CODES } from '@klubb/contracts';

import { buildApp } from '../src/app';
import { createReadiness } from '../src/lifecycle/readiness';

import { BRAND_A_URL, createTestApp, errorOf, PUBLIC_URL, type TestApp } from './helpers/test-app';
import { openEmptyDatabase, openSeededDatabase, testTargets } from './helpers/test-database';

describe.each(testTargets())('liveness and readiness probes on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers liveness and readiness on distinct paths', async () => {
    expect(API_PATHS.live).not.toBe(API_PATHS.ready);
    const live = await get(API_PATHS.live);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get(API_PATHS.ready);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the newest migration of this build is missing, and live all along', async () => {
    const [newest] = await t.database.sql.query<{
      version: string;
      name: string;
      checksum: string;
    }>('SELECT version, name, checksum FROM schema_migrations ORDER BY version DESC LIMIT 1');
    if (!newest) throw new Error('no migration recorded');
    await t.database.sql.query('DELETE FROM schema_migrations WHERE version = $1', [
      newest.version,
    ]);
    try {
      const ready = await get(API_PATHS.ready);
      expect(ready.statusCode).toBe(503);
      expect(errorOf(ready)).toEqual({
        status: 503,
        code: ERROR_CODES.notReady,
        message: 'The database lacks migrations of this release',
      });
      expect((await get(API_PATHS.live)).statusCode).toBe(200);
    } finally {
      await t.database.sql.query(
        'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [newest.version, newest.name, newest.checksum],
      );
    }
    expect((await get(API_PATHS.ready)).statusCode).toBe(200);
  });

  it('is not ready on a database that was never migrated', async () => {
    const empty = await openEmptyDatabase(target);
    try {
      await expect(createReadiness({ database: empty }).check()).resolves.toMatchObject({
        ready: false,
        reason: 'migrations',
      });
    } finally {
      await empty.close();
    }
  });

  it('is not ready when the database cannot be reached', async () => {
    const empty = await openEmptyDatabase(target);
    const readiness = createReadiness({ database: empty });
    // Closed under the probe: its pool (or PGlite) refuses every query from now on.
    await empty.close();
    await expect(readiness.check()).resolves.toMatchObject({ ready: false, reason: 'database' });
  });
});

describe('answers while draining', () => {
  it('close their connection, on every route; not before', async () => {
    const database = await openSeededDatabase('pglite');
    const readiness = createReadiness({ database });
    const app = await buildApp({
      config: { publicUrl: PUBLIC_URL, production: false, brandCacheTtlMs: 30_000 },
      database,
      readiness,
    });
    const urls = [
      `${API_PATHS.getBrand}?appUrl=${encodeURIComponent(BRAND_A_URL)}`,
      `${API_PATHS.getOfferList}?offset=0`,
      API_PATHS.live,
    ];
    const connections = () =>
      Promise.all(
        urls.map(async (url) => {
          const answer = await app.inject({
            method: 'GET',
            url,
            headers: { [APP_URL_HEADER]: BRAND_A_URL },
          });
          return answer.headers.connection;
        }),
      );
    try {
      expect(await connections()).not.toContain('close');
      readiness.draining = true;
      expect(await connections()).toEqual(['close', 'close', 'close']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
