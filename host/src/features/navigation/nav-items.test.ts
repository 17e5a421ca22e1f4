import { SEARCH_NAV_ITEM, visibleNavItems, withSearchItem } from './nav-items';

const items = [
  { label: 'nav.home', icon: 'home' as const, path: '/' },
  { label: '', icon: '' as const, path: '/hidden' },
  { label: '', icon: 'search' as const, path: '/search' },
  { label: 'nav.editorial', icon: 'editorial' as const, path: '/editorial' },
  { label: 'nav.live', icon: 'live' as const, path: '/live' },
];

it('skips items with neither label nor icon, and items whose stack a flag switches off', () => {
  const config = { showEditorial: true, showBenefit: true, showLive: false };
  expect(visibleNavItems(items, config).map((i) => i.path)).toEqual(['/', '/search', '/editorial']);
});

it('keeps every configured tab whatever remotes loaded: the config alone decides', () => {
  const config = { showEditorial: true, showBenefit: true, showLive: true };
  expect(visibleNavItems(items, config)).toHaveLength(4);
});

it('adds the search entry for the desktop once, where the config has none', () => {
  const plain = items.filter((item) => item.path !== '/search');
  expect(withSearchItem(plain)).toEqual({ items: [...plain, SEARCH_NAV_ITEM], addedSearch: true });
  expect(withSearchItem(items)).toEqual({ items, addedSearch: false });
});
