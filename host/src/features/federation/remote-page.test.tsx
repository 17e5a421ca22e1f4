import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';

import { createI18n, initI18n } from '@klubb/i18n';

import type { AppRoute } from '../../lib/route-table';

import { RemotePage } from './remote-page';

let pageRenders = 0;
function FeedPage() {
  pageRenders += 1;
  return <p>feed</p>;
}
const load = async () => ({ Page: FeedPage as ComponentType });
const routeOf = (overrides: Partial<AppRoute<ComponentType>> = {}): AppRoute<ComponentType> => ({
  remote: 'mf_feeds',
  path: '/',
  section: 'content',
  load,
  ...overrides,
});

beforeAll(async () => {
  await initI18n(createI18n(), 'sv'); // the skeleton shown while the page loads says so
});

it('renders its page once for a route table built again, and again for another route', async () => {
  const { rerender } = render(<RemotePage route={routeOf()} />);
  expect(await screen.findByText('feed')).toBeVisible();
  const rendered = pageRenders;

  // Another remote loaded: the route table is new, and so is each route object.
  await act(async () => rerender(<RemotePage route={routeOf()} />));
  expect(pageRenders).toBe(rendered);

  await act(async () => rerender(<RemotePage route={routeOf({ path: '/live' })} />));
  expect(pageRenders).toBe(rendered + 1);
});
