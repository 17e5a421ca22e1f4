import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';

import type { AppSection } from '@klubb/contracts';

import type { PageComponent } from '../federation/remote-registry';

import { PageRoutes } from './page-routes';
import type { AppRoute } from './route-table';

const route = (path: string, section: AppSection, text: string): AppRoute<PageComponent> => ({
  remote: 'mf_auth',
  path,
  section,
  load: async () => ({ Page: () => <p>{text}</p> }),
});

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
      <PageRoutes routes={[route('/', 'auth', 'sign-in')]} />
    </MemoryRouter>,
  );
  expect(await screen.findByText('sign-in')).toBeInTheDocument();
  rerender(
    <MemoryRouter>
      <PageRoutes routes={[route('/', 'setUp', 'set-up')]} />
    </MemoryRouter>,
  );
  expect(await screen.findByText('set-up')).toBeInTheDocument();
});
