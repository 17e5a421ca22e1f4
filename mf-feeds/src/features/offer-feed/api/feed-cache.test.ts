import { FEED_CACHE_LIFETIME_MS } from '@klubb/contracts';
import { clearFeedCaches, writeFeedCache } from '@klubb/sdk';

import { offer } from '../../../test/render';

import {
  feedStoreOf,
  readCachedBillboard,
  readCachedFeed,
  writeCachedBillboard,
  writeCachedFeed,
} from './feed-cache';

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const feed = {
  categoryId: 'klubb-resor',
  snapshot: { key: 'benefit|klubb-resor', items: [offer()], nextOffset: 30, hasMore: true },
};

describe('the feed cache', () => {
  it('has a store per type and a general one for the mixed feed', () => {
    expect([null, 'editorial', 'benefit', 'live'].map((t) => feedStoreOf(t as never))).toEqual([
      'general',
      'editorial',
      'benefit',
      'live',
    ]);
  });

  it('gives the feed back for 10 s, then nothing (a reload after that fetches)', () => {
    writeCachedFeed('benefit', feed);
    expect(readCachedFeed('general')).toBeNull();
    jest.advanceTimersByTime(FEED_CACHE_LIFETIME_MS - 1);
    expect(readCachedFeed('benefit')).toEqual(feed);
    jest.advanceTimersByTime(1);
    expect(readCachedFeed('benefit')).toBeNull();
  });

  it('reads anything malformed as nothing cached', () => {
    writeFeedCache('live', { categoryId: null, snapshot: { key: 'live|', items: [{ id: 1 }] } });
    expect(readCachedFeed('live')).toBeNull();
    writeFeedCache('editorial', 'garbage');
    expect(readCachedFeed('editorial')).toBeNull();
    window.localStorage.setItem('klubb:feedCache.general', '{not json');
    expect(readCachedFeed('general')).toBeNull();
  });

  it('remembers a brand without a billboard, for 10 s', () => {
    expect(readCachedBillboard()).toBeNull();
    writeCachedBillboard(null);
    expect(readCachedBillboard()).toEqual({ billboard: null });
    jest.advanceTimersByTime(FEED_CACHE_LIFETIME_MS);
    expect(readCachedBillboard()).toBeNull();
  });

  it('is emptied by clearFeedCaches (sign-out)', () => {
    writeCachedFeed('general', { ...feed, categoryId: null });
    writeCachedBillboard(null);
    clearFeedCaches();
    expect(readCachedFeed('general')).toBeNull();
    expect(readCachedBillboard()).toBeNull();
  });
});
