import { QueryClient } from '@tanstack/react-query';

import { FEED_CACHE_LIFETIME_MS } from '@klubb/contracts';
import { testRuntime } from '@klubb/runtime/testing';

import { offer } from '../../../test/render';

import { feedStoreOf, readCachedFeed, readRenderedFeed, writeCachedFeed } from './feed-cache';
import { feedKeys } from './feed-store';

let client: QueryClient;
// The feed store mirrors into the runtime's feed cache (the host's, ADR 015).
const runtime = testRuntime();
beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  client = new QueryClient();
});
afterEach(() => {
  client.clear();
  jest.useRealTimers();
});

/** A reload: a new page has a new query client, and only the persistent mirror is left. */
const reload = () => {
  client.clear();
  client = new QueryClient();
};

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

  it('is the feed query: a feed kept is that query’s data', () => {
    writeCachedFeed(runtime, client, 'benefit', feed);
    expect(client.getQueryData(feedKeys.store('benefit'))).toEqual(feed);
    expect(readCachedFeed(runtime, client, 'general')).toBeNull();
  });

  it('gives the feed back for 10 s, then nothing (a later visit fetches)', () => {
    writeCachedFeed(runtime, client, 'benefit', feed);
    jest.advanceTimersByTime(FEED_CACHE_LIFETIME_MS - 1);
    expect(readCachedFeed(runtime, client, 'benefit')).toEqual(feed);
    jest.advanceTimersByTime(1);
    expect(readCachedFeed(runtime, client, 'benefit')).toBeNull();
  });

  it('comes back after a reload from its mirror, with the age it had', () => {
    writeCachedFeed(runtime, client, 'live', { ...feed, categoryId: null });
    jest.advanceTimersByTime(FEED_CACHE_LIFETIME_MS / 2);
    reload();
    expect(readCachedFeed(runtime, client, 'live')?.snapshot.items).toEqual(feed.snapshot.items);
    // The reload did not make the feed younger: it still ends 10 s after it was fetched.
    jest.advanceTimersByTime(FEED_CACHE_LIFETIME_MS / 2);
    expect(readCachedFeed(runtime, client, 'live')).toBeNull();
    reload();
    expect(readCachedFeed(runtime, client, 'live')).toBeNull();
  });

  it('gives a server-rendered feed back whatever its age, saying when it is stale', () => {
    writeCachedFeed(runtime, client, 'general', { ...feed, rendered: true });
    expect(readRenderedFeed(runtime, client, 'general')).toEqual({
      feed: { ...feed, rendered: true },
      stale: false,
    });
    jest.advanceTimersByTime(FEED_CACHE_LIFETIME_MS + 5_000);
    // Hydration shows what the HTML shows; the fresh-only read has nothing.
    expect(readRenderedFeed(runtime, client, 'general')).toEqual({
      feed: { ...feed, rendered: true },
      stale: true,
    });
    expect(readCachedFeed(runtime, client, 'general')).toBeNull();
  });

  it('gives a feed the browser fetched back no longer than its 10 s, rendered or not', () => {
    writeCachedFeed(runtime, client, 'benefit', feed);
    expect(readRenderedFeed(runtime, client, 'benefit')).toEqual({ feed, stale: false });
    jest.advanceTimersByTime(FEED_CACHE_LIFETIME_MS);
    expect(readRenderedFeed(runtime, client, 'benefit')).toBeNull();
  });

  it('reads a malformed mirror as nothing cached', () => {
    const mirror = (data: unknown) => ({ data, updatedAt: Date.now() });
    runtime.feedCache.write(
      'live',
      mirror({ categoryId: null, snapshot: { key: 'live|', items: [{ id: 1 }] } }),
    );
    expect(readCachedFeed(runtime, client, 'live')).toBeNull();
    runtime.feedCache.write('editorial', 'garbage');
    expect(readCachedFeed(runtime, client, 'editorial')).toBeNull();
    window.localStorage.setItem('klubb:feedCache.general', '{not json');
    expect(readCachedFeed(runtime, client, 'general')).toBeNull();
  });

  it('is emptied by the runtime’s sign-out (its feed caches and the query client cleared)', async () => {
    writeCachedFeed(runtime, client, 'general', { ...feed, categoryId: null });
    await runtime.session.signOut();
    reload();
    expect(readCachedFeed(runtime, client, 'general')).toBeNull();
  });
});
