import { randomBytes } from 'node:crypto';

import {
  createMemoryStore,
  createRedisStore,
  type RateLimitStore,
} from '../src/plugins/rate-limit-store';

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
