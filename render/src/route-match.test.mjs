import { owningRemote, sectionOf } from './route-match.mjs';

const route = (path, extra = {}) => ({ path, section: 'content', ...extra });
const document = {
  remotes: [
    {
      name: 'mf-feeds',
      routes: [
        route('/'),
        route('/live', { flag: 'showLive' }),
        route('/benefit', { flag: 'showBenefit' }),
        route('/search'),
      ],
    },
    { name: 'mf-offer', routes: [route('/:type/:id'), route('/search/:type/:id')] },
    { name: 'mf-more', routes: [route('/more'), route('/more/faq'), route('/more/*')] },
    {
      name: 'mf-auth',
      routes: [
        { path: '/', section: 'auth' },
        { path: '/password_reset/:token', section: 'auth' },
      ],
    },
  ],
};
const config = { showLive: true, showBenefit: false };
const ownerOf = (pathname) => owningRemote(document, pathname, { config })?.remote.name ?? null;

describe('owningRemote', () => {
  test('finds the remote that owns a feed, a type feed and an offer', () => {
    expect(ownerOf('/')).toBe('mf-feeds');
    expect(ownerOf('/live')).toBe('mf-feeds');
    expect(ownerOf('/live/')).toBe('mf-feeds');
    expect(ownerOf('/live/abc-123')).toBe('mf-offer');
    expect(owningRemote(document, '/live/abc', { config }).route.path).toBe('/:type/:id');
  });

  test('ranks as react-router does: static segments first, a splat last', () => {
    expect(ownerOf('/search/live/abc')).toBe('mf-offer');
    expect(owningRemote(document, '/search/live/abc', { config }).route.path).toBe(
      '/search/:type/:id',
    );
    expect(ownerOf('/more/faq')).toBe('mf-more');
    expect(ownerOf('/more/anything')).toBe('mf-more');
    expect(owningRemote(document, '/more/a/b', { config }).route.path).toBe('/more/*');
    expect(ownerOf('/more/anything/else')).toBe('mf-more');
  });

  test("skips a route whose brand flag is off, and other sections' routes", () => {
    expect(ownerOf('/benefit')).toBeNull();
    expect(owningRemote(document, '/', { config, section: 'auth' }).remote.name).toBe('mf-auth');
  });

  test('owns nothing for an unknown path or an empty document', () => {
    expect(ownerOf('/a/b/c/d')).toBeNull();
    expect(owningRemote(null, '/', { config })).toBeNull();
  });
});

describe('matching as the router does', () => {
  test('segments case-insensitively, a parameter never empty, a splat after a whole segment', () => {
    expect(ownerOf('/LIVE')).toBe('mf-feeds');
    expect(ownerOf('/more')).toBe('mf-more');
    expect(ownerOf('/moreover')).toBeNull();
  });
});

describe('sectionOf', () => {
  test('a link into the signed-out app opens there, where mf-auth owns it, not an offer', () => {
    expect(sectionOf(document, '/password_reset/abc')).toBe('auth');
    expect(
      owningRemote(document, '/password_reset/abc', { config, section: 'auth' })?.remote.name,
    ).toBe('mf-auth');
    // In the content section the same path would be taken for an offer (/:type/:id).
    expect(ownerOf('/password_reset/abc')).toBe('mf-offer');
  });

  test('everything else, sign-in’s own / included, opens in the content section', () => {
    expect(sectionOf(document, '/')).toBe('content');
    expect(sectionOf(document, '/live/abc')).toBe('content');
    expect(sectionOf({ remotes: [] }, '/password_reset/abc')).toBe('content');
  });
});
