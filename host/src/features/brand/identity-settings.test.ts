import { GOOGLE_IDENTITY_URLS } from '@klubb/sdk';

import { identitySettings } from './identity-settings';

const brand = { apiUrl: 'http://localhost:4000', tenantId: 'klubb-a1b2c', language: 'sv' } as const;

describe('the identity settings', () => {
  it('use the API’s stand-in when the build has no web API key', () => {
    expect(identitySettings({ ...brand, apiKey: '' })).toEqual({
      apiUrl: 'http://localhost:4000',
      tenantId: 'klubb-a1b2c',
      locale: 'sv',
    });
  });

  it('use Google’s Identity Toolkit and the key when the build has one', () => {
    expect(identitySettings({ ...brand, apiKey: 'AIzaExample' })).toEqual({
      apiUrl: 'http://localhost:4000',
      tenantId: 'klubb-a1b2c',
      locale: 'sv',
      apiKey: 'AIzaExample',
      urls: GOOGLE_IDENTITY_URLS,
    });
  });
});
