import { ENDED_AT, seedBrand } from './seed-brand';

/**
 * Brand B: Norwegian, NOK, registration without ssn, restaurants and live off, no commerce remote,
 * analytics off.
 */
export const brandKlubbNorge = seedBrand({
  id: 'klubb-norge',
  name: 'Klubb Norge',
  idPrefix: 'norge',
  authTenantId: 'klubb-norge-x9y8z',
  language: 'nb',
  currency: 'NOK',
  contactEmail: 'medlem@klubbnorge.example',
  storeLinkIos: 'https://apps.apple.com/no/app/klubb-norge/id1000000002',
  storeLinkAndroid: 'https://play.google.com/store/apps/details?id=example.klubbnorge',
  theme: {
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
    billboardTheme: { radius: 4, overlay: '#0E1626' },
    buttonRadius: 4,
    textFieldRadius: 4,
  },
  config: {
    referralCodeInputType: 'code',
    referralCodeInputHint: 'Skriv inn vervekoden du har fått.',
    verifyWithSsn: false,
    ssnInfo: '',
    terms: { url: 'https://klubbnorge.example/vilkar' },
    gdpr: { url: 'https://klubbnorge.example/personvern' },
    showBrandRoleName: false,
    // The flagged mode of spec §7 (ADR 010): this brand sends no analytics, so the two modes
    // run side by side in every local stack and end-to-end run.
    analyticsOff: true,
  },
  feeds: ['editorial', 'benefit'],
  sells: false,
  appUrls: ['http://nordic.localhost:3000'],
  offers: { counts: { benefit: 22, editorial: 18 }, seed: 47_110_042 },
  offerChanges: {
    'norge-benefit-003': { requiresSignIn: true },
    'norge-benefit-007': { endsAt: ENDED_AT, title: 'Sommersalg hos Bokhandelen Nord' },
  },
  billboardOfferId: 'norge-benefit-001',
});
