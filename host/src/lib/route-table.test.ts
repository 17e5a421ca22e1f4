import type { RemoteRoute } from '@klubb/contracts';

import { buildRouteTable, stackRootsOf } from './route-table';

const page = (path: string, extra: Partial<RemoteRoute<string>> = {}): RemoteRoute<string> => ({
  path,
  section: 'content',
  load: async () => ({ Page: path }),
  ...extra,
});

const modules = [
  {
    name: 'mf_feeds' as const,
    routes: [
      page('/'),
      page('/editorial', { flag: 'showEditorial' }),
      page('/live', { flag: 'showLive' }),
    ],
  },
  { name: 'mf_auth' as const, routes: [page('/', { section: 'auth' })] },
  {
    name: 'mf_more' as const,
    routes: [page('/more'), page('/more/restaurant', { flag: 'showRestaurants' })],
  },
];

const flags = { showEditorial: true, showBenefit: true, showLive: false, showRestaurants: false };

describe('buildRouteTable', () => {
  it('keeps the section’s routes whose flags are on, tagged with their remote', () => {
    const table = buildRouteTable(modules, 'content', flags);
    expect(table.map((r) => [r.remote, r.path])).toEqual([
      ['mf_feeds', '/'],
      ['mf_feeds', '/editorial'],
      ['mf_more', '/more'],
    ]);
  });

  it('gives the auth section only the auth routes', () => {
    expect(buildRouteTable(modules, 'auth', flags).map((r) => r.remote)).toEqual(['mf_auth']);
  });
});

describe('stackRootsOf', () => {
  it('takes single static segments as stack roots', () => {
    const roots = stackRootsOf([
      { path: '/' },
      { path: '/more' },
      { path: '/:type/:id' },
      { path: '/more/faq' },
    ]);
    expect([...roots].sort()).toEqual(['', 'more']);
  });
});
