import type { PlannedRemote } from './canary';
import { owningRemoteName, splitByRoute } from './route-first';

const remote = (name: PlannedRemote['name'], routes: PlannedRemote['routes']): PlannedRemote => ({
  name,
  version: '0.1.0',
  manifestUrl: `http://localhost/${name}/mf-manifest.json`,
  routes,
  slots: [],
  canary: false,
});
const content = (path: string, flag?: 'showLive' | 'showBenefit') => ({
  path,
  section: 'content' as const,
  ...(flag ? { flag } : {}),
});

const REMOTES = [
  remote('mf_auth', [
    { path: '/', section: 'auth' },
    { path: '/password_reset/:token', section: 'auth' },
  ]),
  remote('mf_feeds', [
    content('/'),
    content('/live', 'showLive'),
    content('/benefit', 'showBenefit'),
    content('/search'),
  ]),
  remote('mf_offer', [content('/:type/:id'), content('/search/:type/:id')]),
  remote('mf_more', [content('/more'), content('/more/faq'), content('/more/*')]),
  remote('mf_commerce', [content('/checkout')]),
];
const FLAGS = { showEditorial: true, showBenefit: false, showLive: true, showRestaurants: true };

describe('route-first loading', () => {
  it('finds the remote owning a feed, a type feed, an offer and a page of more', () => {
    expect(owningRemoteName(REMOTES, '/', FLAGS)).toBe('mf_feeds');
    expect(owningRemoteName(REMOTES, '/live', FLAGS)).toBe('mf_feeds');
    expect(owningRemoteName(REMOTES, '/live/abc-1', FLAGS)).toBe('mf_offer');
    expect(owningRemoteName(REMOTES, '/search/live/abc-1', FLAGS)).toBe('mf_offer');
    expect(owningRemoteName(REMOTES, '/more/faq', FLAGS)).toBe('mf_more');
    expect(owningRemoteName(REMOTES, '/more/unknown', FLAGS)).toBe('mf_more');
  });

  it('skips routes whose flag is off, unless the brand is not known yet', () => {
    expect(owningRemoteName(REMOTES, '/benefit', FLAGS)).toBeNull();
    expect(owningRemoteName(REMOTES, '/benefit', null)).toBe('mf_feeds');
  });

  it('loads the owner first and the others later', () => {
    const { first, rest } = splitByRoute(REMOTES, '/live/abc-1', FLAGS);
    expect(first.map((r) => r.name)).toEqual(['mf_offer']);
    expect(rest.map((r) => r.name)).toEqual(['mf_auth', 'mf_feeds', 'mf_more', 'mf_commerce']);
  });

  it('looks for a signed-out link among the signed-out app’s routes, not the content’s', () => {
    // In the content section the reset link would be taken for an offer (/:type/:id).
    expect(owningRemoteName(REMOTES, '/password_reset/abc', FLAGS)).toBe('mf_offer');
    const { first } = splitByRoute(REMOTES, '/password_reset/abc', FLAGS, 'auth');
    expect(first.map((r) => r.name)).toEqual(['mf_auth']);
  });

  it('loads every remote first where no route is known or none owns the path', () => {
    expect(splitByRoute(REMOTES, '/a/b/c/d', FLAGS).rest).toEqual([]);
    const staticDocument = REMOTES.map((r) => ({ ...r, routes: null }));
    expect(splitByRoute(staticDocument, '/', FLAGS).first).toHaveLength(REMOTES.length);
  });
});
