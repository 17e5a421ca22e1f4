import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';

import type { AppSection } from '@klubb/contracts';

import type { AppRoute } from '../../lib/route-table';

import { PageRoutes } from './page-routes';

const route = (path: string, section: AppSection, text: string): AppRoute<ComponentType> => ({
  remote: 'mf_auth',
  path,
  section,
  load: async () => ({ Page: () => <p>{text}</p> }),
});

// Like the app's remote page, it loads its route once and keeps it in state: without the route
// key, <Routes> would keep showing the first page.
function LoadedPage({ route: { load } }: { route: AppRoute<ComponentType> }) {
  const [Page] = useState(() => lazy(() => load().then(({ Page }) => ({ default: Page }))));
  return (
    <Suspense>
      <Page />
    </Suspense>
  );
}
const renderPage = (route: AppRoute<ComponentType>) => <LoadedPage route={route} />;

let go: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  return null;
}

it('shows the page of the new path when a section moves between its pages', async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Navigator />
      <PageRoutes
        routes={[route('/', 'auth', 'sign-in'), route('/forgotpassword', 'auth', 'forgot')]}
        renderPage={renderPage}
        fallback={<p>{'unknown'}</p>}
      />
    </MemoryRouter>,
  );
  expect(await screen.findByText('sign-in')).toBeInTheDocument();
  act(() => go('/forgotpassword'));
  expect(await screen.findByText('forgot')).toBeInTheDocument();
});

it('shows set-up’s page at `/` when the app goes from the auth section to set-up', async () => {
  const { rerender } = render(
    <MemoryRouter>
      <PageRoutes
        routes={[route('/', 'auth', 'sign-in')]}
        renderPage={renderPage}
        fallback={<p>{'unknown'}</p>}
      />
    </MemoryRouter>,
  );
  expect(await screen.findByText('sign-in')).toBeInTheDocument();
  rerender(
    <MemoryRouter>
      <PageRoutes
        routes={[route('/', 'setUp', 'set-up')]}
        renderPage={renderPage}
        fallback={<p>{'unknown'}</p>}
      />
    </MemoryRouter>,
  );
  expect(await screen.findByText('set-up')).toBeInTheDocument();
});
