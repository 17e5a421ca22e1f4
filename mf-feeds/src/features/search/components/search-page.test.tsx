import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

import { API_PATHS } from '@klubb/contracts';
import { testProviders } from '@klubb/runtime/testing';
import { setUpTestApi } from '@klubb/sdk/testing';

import { offer, setUpI18n } from '../../../test/render';

import { SearchPage } from './search-page';

const testApi = setUpTestApi();

beforeAll(setUpI18n);

const { Providers } = testProviders({
  queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
});

function Page() {
  return (
    <Providers>
      <MemoryRouter initialEntries={['/search']}>
        <SearchPage />
      </MemoryRouter>
    </Providers>
  );
}

describe('SearchPage', () => {
  it('searches for what was typed into the server’s page before the app took it over', async () => {
    testApi.answer('get', API_PATHS.getCategoryList, []);
    testApi.answer('get', API_PATHS.searchOffer, [offer({ title: 'Weekend i Visby' })]);
    // The server's HTML, typed into before hydration (issue 33: no input is lost).
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Page />);
    const box = container.querySelector<HTMLInputElement>(
      'input[type="search"]',
    ) as HTMLInputElement;
    box.value = 'visby';
    render(<Page />, { container, hydrate: true });
    expect(await screen.findByRole('link', { name: /Weekend i Visby/ })).toBeInTheDocument();
    expect(testApi.callsTo(API_PATHS.searchOffer)[0]?.search.get('query')).toBe('visby');
    expect(screen.getByRole('searchbox')).toHaveValue('visby');
  });
});
