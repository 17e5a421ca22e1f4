import { contentNb } from './content-nb';
import { ENDED_AT, OFFER_THEME, type SeedBrand } from './seed-brand';

/** Brand B: Norwegian, NOK, registration without ssn, restaurants and live off, no commerce remote. */
export const brandKlubbNorge: SeedBrand = {
  brand: {
    id: 'klubb-norge',
    name: 'Klubb Norge',
    authTenantId: 'klubb-norge-x9y8z',
    language: 'nb',
    currency: 'NOK',
    logoUrl: '/media/logo-klubb-norge.svg',
    contactEmail: 'medlem@klubbnorge.example',
    storeLinkIos: 'https://apps.apple.com/no/app/klubb-norge/id1000000002',
    storeLinkAndroid: 'https://play.google.com/store/apps/details?id=example.klubbnorge',
    minimumContainerVersion: '1.0.0',
    theme: {
      light: {
        colors: {
          primary: '#1B2A4A',
          onPrimary: '#FFFFFF',
          background: '#F5F6FA',
          surface: '#FFFFFF',
          text: '#111827',
          textMuted: '#5A6478',
          accent: '#D7263D',
          error: '#C0392B',
          navigationBar: '#1B2A4A',
          onNavigationBar: '#FFFFFF',
        },
        fontFamily: {
          body: "'Source Sans 3', system-ui, sans-serif",
          heading: "'Montserrat', system-ui, sans-serif",
          image: "'Montserrat', system-ui, sans-serif",
          preamble: "'Source Serif 4', Georgia, serif",
          tag: "'Source Sans 3', system-ui, sans-serif",
        },
        offerTheme: OFFER_THEME,
        billboardTheme: { radius: 4, overlay: '#0E1626' },
        buttonRadius: 4,
        textFieldRadius: 4,
      },
    },
    config: {
      referralCodeInputType: 'code',
      referralCodeInputFieldLength: 6,
      referralCodeInputHint: 'Skriv inn vervekoden du har fått.',
      verifyWithSsn: false,
      ssnInfo: '',
      terms: { url: 'https://klubbnorge.example/vilkar' },
      gdpr: { url: 'https://klubbnorge.example/personvern' },
      navigationBar: [
        { label: 'nav.home', icon: 'home', path: '/' },
        { label: 'nav.editorial', icon: 'editorial', path: '/editorial' },
        { label: 'nav.benefit', icon: 'benefit', path: '/benefit' },
        { label: 'nav.more', icon: 'more', path: '/more' },
      ],
      showEditorial: true,
      showBenefit: true,
      showLive: false,
      showRestaurants: false,
      showBrandRoleName: false,
      remotes: ['mf_auth', 'mf_feeds', 'mf_offer', 'mf_more'],
    },
  },
  appUrls: ['http://nordic.localhost:3000'],
  offerPlan: {
    brandId: 'klubb-norge',
    idPrefix: 'norge',
    pack: contentNb,
    counts: { benefit: 22, editorial: 18 },
    seed: 47_110_042,
  },
  offerChanges: {
    'norge-benefit-003': { requiresSignIn: true },
    'norge-benefit-007': { endsAt: ENDED_AT, title: 'Sommersalg hos Turbutikken' },
  },
  billboardOfferId: 'norge-benefit-001',
};
