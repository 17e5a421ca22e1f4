import type { Brand, BrandConfig } from '@klubb/contracts';

const color = '#123456';

/**
 * A brand as GET /v1/get/brand answers it (brand A's shape, Swedish), for the host's and the
 * remotes' tests: `config` is merged into brand A's config, everything else replaces.
 */
export function testBrand({
  config,
  ...overrides
}: Partial<Omit<Brand, 'config'>> & { config?: Partial<BrandConfig> } = {}): Brand {
  return {
    id: 'klubb',
    name: 'Klubb',
    authTenantId: 'klubb-a1b2c',
    language: 'sv',
    currency: 'SEK',
    logoUrl: 'http://localhost:4000/media/logo-klubb.svg',
    contact: { email: 'medlem@klubb.example' },
    storeLinks: { ios: 'https://apps.example/ios', android: 'https://apps.example/android' },
    minimumContainerVersion: '1.0.0',
    theme: {
      light: {
        colors: {
          primary: color,
          onPrimary: color,
          background: color,
          surface: color,
          text: color,
          textMuted: color,
          accent: color,
          error: color,
          navigationBar: color,
          onNavigationBar: color,
        },
        fontFamily: { body: 'x', heading: 'x', image: 'x', preamble: 'x', tag: 'x' },
        offerTheme: { breakpoints: { xs: 2, sm: 3, lg: 4 }, gap: 16 },
        billboardTheme: { radius: 8, overlay: color },
        buttonRadius: 8,
        textFieldRadius: 8,
      },
    },
    config: {
      referralCodeInputType: 'options',
      referralCodeInputFieldLength: 6,
      referralCodeInputHint: 'Välj kortet du betalar med.',
      verifyWithSsn: true,
      ssnInfo: 'Vi verifierar ditt medlemskap med BankID.',
      terms: { url: 'https://klubb.example/villkor' },
      gdpr: { url: 'https://klubb.example/integritet' },
      navigationBar: [],
      showEditorial: true,
      showBenefit: true,
      showLive: true,
      showRestaurants: true,
      showBrandRoleName: false,
      remotes: ['mf_feeds'],
      ...config,
    },
    ...overrides,
  };
}
