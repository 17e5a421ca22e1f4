import { randomBytes } from 'node:crypto';

import { API_PATHS, APP_URL_HEADER } from '@klubb/contracts';

import { buildApp } from '../src/app';

import { BRAND_A_URL, PUBLIC_URL } from './helpers/test-app';
import { openSeededDatabase } from './helpers/test-database';

const redisUrl = process.env.TEST_REDIS_URL;

// Two API instances on one database and one Redis (issue 17, ADR 009): when one is told a
// brand's public answers changed, the other forgets them too, instead of serving its cached
// copy until the cache's lifetime ends.
(redisUrl ? describe : describe.skip)('the public answer cache across two instances', () => {
  it('one instance’s invalidation reaches the other within moments', async () => {
    const database = await openSeededDatabase('pglite');
    const config = {
      publicUrl: PUBLIC_URL,
      production: false,
      brandCacheTtlMs: 30_000,
      redisUrl: redisUrl ?? '',
      redisKeyPrefix: `klubb-test:${process.pid}:${randomBytes(4).toString('hex')}:`,
    };
    const [one, two] = [await buildApp({ config, database }), await buildApp({ config, database })];
    const url = `${API_PATHS.getBrand}?appUrl=${encodeURIComponent(BRAND_A_URL)}`;
    const get = () =>
      two.inject({ method: 'GET', url, headers: { [APP_URL_HEADER]: BRAND_A_URL } });
    try {
      await Promise.all([one.publicAnswersSignalReady(), two.publicAnswersSignalReady()]);
      expect((await get()).json()).toMatchObject({ name: 'Klubb' });
      await database.sql.exec(`UPDATE brands SET name = 'Klubb Ny' WHERE id = 'klubb'`);
      const stale = await get();
      expect(stale.headers['x-cache']).toBe('hit');
      expect(stale.json()).toMatchObject({ name: 'Klubb' });

      one.invalidatePublicAnswers('klubb');
      const deadline = Date.now() + 2_000;
      let fresh = await get();
      while (fresh.json<{ name: string }>().name !== 'Klubb Ny' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        fresh = await get();
      }
      expect(fresh.json()).toMatchObject({ name: 'Klubb Ny' });
    } finally {
      await one.close();
      await two.close();
      await database.close();
    }
  }, 30_000);
});
