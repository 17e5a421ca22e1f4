import {
  IMMUTABLE,
  cacheControlFor,
  VERSIONED_ENTRY_CACHE,
  contentTypeFor,
  fileHeaders,
  isCompressible,
} from './serve-rules.mjs';

describe('serve rules', () => {
  test('content types by extension, any case; unknown kinds are octet streams', () => {
    expect(contentTypeFor('main.0123456789.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('LOGO.SVG')).toBe('image/svg+xml; charset=utf-8');
    expect(contentTypeFor('photo.webp')).toBe('image/webp');
    expect(contentTypeFor('site.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeFor('archive.tar')).toBe('application/octet-stream');
    expect(contentTypeFor('README')).toBe('application/octet-stream');
  });

  test('only text kinds are precompressed', () => {
    expect(isCompressible('a.js')).toBe(true);
    expect(isCompressible('index.html')).toBe(true);
    expect(isCompressible('a.js.map')).toBe(true);
    expect(isCompressible('a.png')).toBe(false);
    expect(isCompressible('a.woff2')).toBe(false);
  });

  test('a content hash after a dot, dash or underscore makes a file immutable', () => {
    expect(cacheControlFor('main-0123abcd.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('font_0123abcd.woff2')).toBe(IMMUTABLE);
    expect(cacheControlFor('0123abcd.js')).toBe('no-cache'); // no separator before the hash
    expect(cacheControlFor('main.0123abc.js')).toBe('no-cache'); // 7 hex digits are no hash
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
  });

  test('a remote version folder’s entry files are cached ten minutes, elsewhere revalidated', () => {
    const at = (path) => cacheControlFor(path.split('/').pop(), path);
    expect(at('/0.1.0/remoteEntry.js')).toBe(VERSIONED_ENTRY_CACHE);
    expect(at('/remotes/mf-feeds/1.2.3-rc.1/mf-manifest.json')).toBe(VERSIONED_ENTRY_CACHE);
    expect(at('/srv/mf-feeds/dist/0.2.0/mf-stats.json')).toBe(VERSIONED_ENTRY_CACHE);
    expect(at('/remoteEntry.js')).toBe('no-cache'); // no version folder: a deployment's entry point
    expect(at('/latest/remoteEntry.js')).toBe('no-cache');
    expect(at('/0.1/remoteEntry.js')).toBe('no-cache');
    expect(at('/0.1.0/index.html')).toBe('no-cache'); // the standalone page
    expect(at('/0.1.0/main-0123abcd.js')).toBe(IMMUTABLE);
  });

  test('file headers: type, caching, CORS, nosniff, and Vary only for compressible kinds', () => {
    expect(fileHeaders('main.0123456789.js')).toEqual({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Max-Age': '86400',
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    });
    expect(fileHeaders('logo.png').Vary).toBeUndefined();
  });
});
