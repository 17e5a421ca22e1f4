/**
 * The restaurants page's code. The route's load (exposes/module.ts) and the More page's fetch
 * ahead (more-page.tsx) are this one `import()`: webpack fetches the chunks of an `import()` by
 * its place in the code, so two places would fetch two sets, and the page, fetched ahead from
 * one, could still miss a chunk of the other's offline.
 */
export const loadRestaurantsPage = () =>
  import('../features/restaurants/components/restaurants-page');
