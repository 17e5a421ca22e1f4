import { buildAnswer } from '../services/public-answer-cache';

import { answerHeadersOf, cacheControlOf } from './public-answer-reply';

const answerUntil = (expiresAt: number, changesAt: number | null) =>
  buildAnswer({
    brandId: 'klubb',
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: `offer-${i}` }))),
    expiresAt,
    changesAt,
    compressFrom: 1024,
  });

describe('cacheControlOf', () => {
  it('lets a browser keep an answer until it expires, a shared cache 30 s and 30 s stale', () => {
    expect(cacheControlOf(answerUntil(10_000, null), 0)).toBe(
      'public, max-age=10, s-maxage=30, stale-while-revalidate=30',
    );
  });

  it('keeps no cache past the brand’s next offer change', () => {
    expect(cacheControlOf(answerUntil(10_000, 4_500), 0)).toBe(
      'public, max-age=4, s-maxage=4, stale-while-revalidate=0',
    );
    expect(cacheControlOf(answerUntil(60_000, 40_000), 0)).toBe(
      'public, max-age=40, s-maxage=30, stale-while-revalidate=10',
    );
    // Past the change (a late request): nothing may be kept.
    expect(cacheControlOf(answerUntil(10_000, 1_000), 2_000)).toBe(
      'public, max-age=0, s-maxage=0, stale-while-revalidate=0',
    );
  });
});

describe('answerHeadersOf', () => {
  it('names the variant the request accepts, with its ETag and the headers a shared cache keys on', () => {
    const answer = answerUntil(10_000, null);
    const br = answerHeadersOf('gzip, br', answer, 0);
    expect(br.encoding).toBe('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Origin, X-App-Url, Authorization, Accept-Encoding');
    const plain = answerHeadersOf(undefined, answer, 0);
    expect(plain.encoding).toBe('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).not.toBe(br.headers.etag);
  });
});
