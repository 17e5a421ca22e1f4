// The standalone page over HTTP (MSW at the HTTP layer, the SDK's real client), as a remote's
// team opens it for a brand.
import { screen } from '@testing-library/react';

import { API_PATHS } from '@klubb/contracts';
import type { RegisterRemote } from '@klubb/runtime';
import { testBrand } from '@klubb/runtime/testing';
import { setUpTestApi, TEST_API_URL } from '@klubb/sdk/testing';

import { renderStandalone } from './index';

const testApi = setUpTestApi();

const register: RegisterRemote = () => ({
  name: 'mf_feeds',
  routes: [
    {
      path: '/',
      section: 'content',
      load: async () => ({ Page: () => <h1>Flöde</h1> }),
    },
  ],
  slots: [],
});

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.lang = 'sv';
});

describe('renderStandalone', () => {
  it("renders the remote's routes in the brand's language, Norwegian for brand B", async () => {
    testApi.answer('get', API_PATHS.getBrand, testBrand({ language: 'nb' }));

    await renderStandalone(register, {
      apiUrl: TEST_API_URL,
      appUrl: 'http://nordic.localhost:3000',
    });

    expect(await screen.findByRole('heading', { name: 'Flöde' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nb');
    expect(testApi.callsTo(API_PATHS.getBrand)[0]?.search.get('appUrl')).toBe(
      'http://nordic.localhost:3000',
    );
  });
});
