import { randomBytes } from 'node:crypto';

import { API_PATHS, APP_URL_HEADER } from '@klubb/contracts';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  createMemoryStore,
  createRedisStore,
  type RateLimitStore,
} from '../src/plugins/rate-limit-store';

import { BRAND_A_URL, PUBLIC_URL } from './helpers/test-app';
import { openSeededDatabase } from './helpers/test-database';

const kinds: Array<[string, () => RateLimitStore]> = [['memory', () => createMemoryStore()]];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  // Redis is shared: each run counts under a prefix of its own.
  const prefix = `klubb-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  kinds.push(['redis', () => createRedisStore(redisUrl, prefix)]);
}

describe.each(kinds)('the rate-limit store in %s', (_kind, create) => {
  let store: RateLimitStore;
  beforeAll(() => {
    store = create();
  });
  afterAll(() => store.close());

  it('counts in a window, forgets on reset and when the window ends', async () => {
    expect(await store.peek('a')).toBe(0);
    expect(await store.hit('a', 60_000)).toBe(1);
    expect(await store.hit('a', 60_000)).toBe(2);
    expect(await store.peek('a')).toBe(2);
    await store.reset('a');
    expect(await store.peek('a')).toBe(0);
    await store.hit('short', 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.peek('short')).toBe(0);
  });

  it('counts concurrent hits exactly once each', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit('c', 60_000)));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('keeps sets of distinct members', async () => {
    expect(await store.addMember('s', 'x', 60_000)).toBe(1);
    expect(await store.addMember('s', 'x', 60_000)).toBe(1);
    expect(await store.addMember('s', 'y', 60_000)).toBe(2);
    expect(await store.setSize('s')).toBe(2);
    expect(await store.setSize('none')).toBe(0);
  });
});

if (redisUrl) {
  it('two stores on one Redis (two API instances) see the same counts', async () => {
    const prefix = `klubb-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
    const one = createRedisStore(redisUrl, prefix);
    const two = createRedisStore(redisUrl, prefix);
    await one.hit('shared', 60_000);
    expect(await two.hit('shared', 60_000)).toBe(2);
    await Promise.all([one.close(), two.close()]);
  });
}

describe('an installation’s own key prefix (REDIS_KEY_PREFIX)', () => {
  it('is read from the environment and checked', () => {
    expect(loadConfig({ REDIS_KEY_PREFIX: 'klubb-eu:rl:' }).redisKeyPrefix).toBe('klubb-eu:rl:');
    expect(loadConfig({}).redisKeyPrefix).toBeUndefined();
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow();
  });
});

(redisUrl ? describe : describe.skip)('an app with REDIS_KEY_PREFIX', () => {
  it('counts in Redis under that prefix', async () => {
    const prefix = `klubb-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
    const database = await openSeededDatabase('pglite');
    const app = await buildApp({
      config: {
        publicUrl: PUBLIC_URL,
        production: false,
        brandCacheTtlMs: 30_000,
        redisUrl,
        redisKeyPrefix: prefix,
      },
      database,
    });
    const store = createRedisStore(redisUrl!, prefix);
    try {
      // A registration of a taken e-mail counts against the client address (registration-throttle).
      const answer = await app.inject({
        method: 'POST',
        url: API_PATHS.createUser,
        payload: { email: 'anna@klubb.example', ssn: '198112189876' },
        headers: { [APP_URL_HEADER]: BRAND_A_URL },
        remoteAddress: '203.0.113.77',
      });
      expect(answer.statusCode).toBe(409);
      expect(await store.peek('register:taken:203.0.113.77')).toBe(1);
      await store.reset('register:taken:203.0.113.77');
    } finally {
      await app.close();
      await store.close();
      await database.close();
    }
  });
});
