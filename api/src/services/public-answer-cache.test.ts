import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import {
  buildAnswer,
  createPublicAnswerCache,
  etagOf,
  matchesIfNoneMatch,
  pickEncoding,
} from './public-answer-cache';

const big = JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: `offer-${i}` })));
const answer = (body = big, brandId = 'klubb', expiresAt = 10_000) =>
  buildAnswer({
    brandId,
    contentType: 'application/json; charset=utf-8',
    body,
    expiresAt,
    changesAt: null,
    compressFrom: 1024,
  });

describe('buildAnswer', () => {
  it('keeps the JSON with brotli and gzip variants of the same bytes', () => {
    const built = answer();
    expect(built.bodies.identity.toString('utf8')).toBe(big);
    expect(brotliDecompressSync(built.bodies.br ?? Buffer.alloc(0)).toString('utf8')).toBe(big);
    expect(gunzipSync(built.bodies.gzip ?? Buffer.alloc(0)).toString('utf8')).toBe(big);
  });

  it('keeps a small answer only as it is', () => {
    const built = answer('{"a":1}');
    expect(built.bodies.br).toBeUndefined();
    expect(pickEncoding(built, 'br, gzip')).toBe('identity');
  });

  it('gives equal JSON the same ETag and different JSON another', () => {
    expect(answer().etag).toBe(answer().etag);
    expect(answer('{"a":2}').etag).not.toBe(answer('{"a":1}').etag);
  });
});

describe('pickEncoding', () => {
  const built = answer();
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(built, header)).toBe(expected);
  });
});

describe('matchesIfNoneMatch', () => {
  const built = answer();
  it('takes any variant’s tag, weak or strong, among others, and *', () => {
    expect(matchesIfNoneMatch(built, etagOf(built, 'br'))).toBe(true);
    expect(matchesIfNoneMatch(built, `"x", W/${built.etag}`)).toBe(true);
    expect(matchesIfNoneMatch(built, '*')).toBe(true);
    expect(matchesIfNoneMatch(built, '"x"')).toBe(false);
    expect(matchesIfNoneMatch(built, undefined)).toBe(false);
  });
});

describe('createPublicAnswerCache', () => {
  it('forgets an answer at its expiry', () => {
    let now = 0;
    const cache = createPublicAnswerCache({ maxEntries: 10, now: () => now });
    cache.set('a', answer(big, 'klubb', 1000));
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the oldest stored', () => {
    const cache = createPublicAnswerCache({ maxEntries: 2, now: () => 0 });
    cache.set('a', answer());
    cache.set('b', answer());
    cache.set('c', answer());
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('drops one brand’s answers, or all', () => {
    const cache = createPublicAnswerCache({ maxEntries: 10, now: () => 0 });
    cache.set('a', answer(big, 'klubb'));
    cache.set('b', answer(big, 'klubb-norge'));
    cache.invalidate('klubb');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.invalidate();
    expect(cache.size).toBe(0);
  });
});
