import { routePatternOf } from './use-page-views';

const ROUTES = [
  { path: '/' },
  { path: '/benefit' },
  { path: '/:type/:offerId' },
  { path: '/search/:type/:offerId' },
  { path: '/more/about' },
];

describe('the route pattern of a page view', () => {
  it('names the pattern, not the URL, so views of different offers are one page', () => {
    expect(routePatternOf(ROUTES, '/benefit/klubb-benefit-001')).toBe('/:type/:offerId');
    expect(routePatternOf(ROUTES, '/live/klubb-live-008')).toBe('/:type/:offerId');
    expect(routePatternOf(ROUTES, '/search/live/x')).toBe('/search/:type/:offerId');
  });

  it('prefers the most specific route, and says so when nothing matches', () => {
    expect(routePatternOf(ROUTES, '/benefit')).toBe('/benefit');
    expect(routePatternOf(ROUTES, '/more/about')).toBe('/more/about');
    expect(routePatternOf(ROUTES, '/')).toBe('/');
    expect(routePatternOf(ROUTES, '/a/b/c/d')).toBeNull();
  });
});
