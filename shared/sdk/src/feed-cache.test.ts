import { FEED_CACHE_LIFETIME_MS, FEED_CACHE_STORES } from '@klubb/contracts';

import { feedCacheKey, feedCachesIn, readFeedCache, writeFeedCache } from './feed-cache';
import { pageStorage, readStored, writeStored } from './storage';

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the feed cache', () => {
  it('keeps a store for 10 s after it was written, then drops it', () => {
    writeFeedCache('general', { items: [1, 2] });
    jest.advanceTimersByTime(FEED_CACHE_LIFETIME_MS - 1);
    expect(readFeedCache('general')).toEqual({ items: [1, 2] });
    jest.advanceTimersByTime(1);
    expect(readFeedCache('general')).toBeNull();
  });

  it('keeps the five stores apart', () => {
    FEED_CACHE_STORES.forEach((store, index) => writeFeedCache(store, index));
    expect(FEED_CACHE_STORES.map((store) => readFeedCache(store))).toEqual([0, 1, 2, 3, 4]);
  });

  it('restarts the 10 s with every write', () => {
    writeFeedCache('live', 'first');
    jest.advanceTimersByTime(8000);
    writeFeedCache('live', 'second');
    jest.advanceTimersByTime(8000);
    expect(readFeedCache('live')).toBe('second');
  });

  it('clears every feed store of its storage (sign-out) and leaves other stored data alone', () => {
    FEED_CACHE_STORES.forEach((store) => writeFeedCache(store, store));
    writeStored('userDataStore', { id: 'u1' });
    feedCachesIn(pageStorage).clear();
    expect(FEED_CACHE_STORES.map((store) => readFeedCache(store))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(readStored('userDataStore')).toEqual({ id: 'u1' });
    expect(window.localStorage.getItem(`klubb:${feedCacheKey('billboard')}`)).toBeNull();
  });
});
