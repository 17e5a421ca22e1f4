import { visibleNavItems } from './nav-items';

it('skips items with neither label nor icon, and items whose path nothing answers', () => {
  const items = [
    { label: 'nav.home', icon: 'home' as const, path: '/' },
    { label: '', icon: '' as const, path: '/hidden' },
    { label: '', icon: 'search' as const, path: '/search' },
    { label: 'nav.live', icon: 'live' as const, path: '/live' },
  ];
  const routable = new Set(['/', '/hidden', '/search']);
  expect(visibleNavItems(items, (path) => routable.has(path)).map((i) => i.path)).toEqual([
    '/',
    '/search',
  ]);
});
