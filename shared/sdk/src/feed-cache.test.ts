import { FEED_CACHE_LIFETIME_MS, FEED_CACHE_STORES } from '@klubb/contracts';

import { feedCacheKey, feedCachesIn } from './feed-cache';
import { createPageStorage, createMemoryStorage } from './storage';

const storage = createPageStorage();
const feedCache = feedCachesIn(storage);

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the feed cache', () => {
  it('keeps a store for 10 s after it was written, then drops it', () => {
    feedCache.write('general', { items: [1, 2] });
    jest.advanceTimersByTime(FEED_CACHE_LIFETIME_MS - 1);
    expect(feedCache.read('general')).toEqual({ items: [1, 2] });
    jest.advanceTimersByTime(1);
    expect(feedCache.read('general')).toBeNull();
  });

  it('keeps the five stores apart', () => {
    FEED_CACHE_STORES.forEach((store, index) => feedCache.write(store, index));
    expect(FEED_CACHE_STORES.map((store) => feedCache.read(store))).toEqual([0, 1, 2, 3, 4]);
  });

  it('restarts the 10 s with every write', () => {
    feedCache.write('live', 'first');
    jest.advanceTimersByTime(8000);
    feedCache.write('live', 'second');
    jest.advanceTimersByTime(8000);
    expect(feedCache.read('live')).toBe('second');
  });

  it('clears every feed store of its storage (sign-out) and leaves other stored data alone', () => {
    FEED_CACHE_STORES.forEach((store) => feedCache.write(store, store));
    storage.write('userDataStore', { id: 'u1' });
    feedCache.clear();
    expect(FEED_CACHE_STORES.map((store) => feedCache.read(store))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(storage.read('userDataStore')).toEqual({ id: 'u1' });
    expect(window.localStorage.getItem(`klubb:${feedCacheKey('billboard')}`)).toBeNull();
  });

  it('keeps each storage’s stores apart: memory of its own is no other’s', () => {
    const a = feedCachesIn(createMemoryStorage());
    const b = feedCachesIn(createMemoryStorage());
    a.write('general', 'a');
    expect(b.read('general')).toBeNull();
    expect(feedCache.read('general')).toBeNull();
  });
});
