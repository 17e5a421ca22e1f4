import { ENDED_AT, SCHEDULED_AT, seedBrand } from './seed-brand';

/** Brand A: Swedish, SEK, BankID and ssn registration, restaurants on, every remote on. */
export const brandKlubb = seedBrand({
  id: 'klubb',
  name: 'Klubb',
  idPrefix: 'klubb',
  authTenantId: 'klubb-a1b2c',
  language: 'sv',
  currency: 'SEK',
  contactEmail: 'medlem@klubb.example',
  storeLinkIos: 'https://apps.apple.com/se/app/klubb/id1000000001',
  storeLinkAndroid: 'https://play.google.com/store/apps/details?id=example.klubb',
  theme: {
    colors: {
      primary: '#0B5D3B',
      onPrimary: '#FFFFFF',
      background: '#F6F8F5',
      surface: '#FFFFFF',
      text: '#14211A',
      textMuted: '#5B6B61',
      accent: '#F2B33D',
      error: '#B3261E',
      navigationBar: '#FFFFFF',
      onNavigationBar: '#0B5D3B',
    },
    fontFamily: {
      body: "'Inter', system-ui, sans-serif",
      heading: "'Fraunces', Georgia, serif",
      image: "'Inter', system-ui, sans-serif",
      preamble: "'Fraunces', Georgia, serif",
      tag: "'Inter', system-ui, sans-serif",
    },
    billboardTheme: { radius: 16, overlay: '#0B2E1F' },
    buttonRadius: 24,
    textFieldRadius: 8,
  },
  config: {
    referralCodeInputType: 'options',
    referralCodeInputHint: 'Välj ditt bankkort eller ange de sex första siffrorna.',
    verifyWithSsn: true,
    ssnInfo: 'Vi använder ditt personnummer för att verifiera ditt medlemskap med BankID.',
    terms: { url: 'https://klubb.example/villkor' },
    gdpr: { url: 'https://klubb.example/integritet' },
    showBrandRoleName: true,
  },
  feeds: ['editorial', 'benefit', 'live', 'restaurants'],
  // No label and no icon: the host skips this entry (the spec's skip rule).
  extraNavigation: [{ label: '', icon: '', path: '/hidden' }],
  sells: true,
  appUrls: ['http://localhost:3000', 'http://127.0.0.1:3000'],
  offers: {
    counts: { benefit: 45, editorial: 40, live: 35 },
    seed: 20_261_121,
    // The article that goes with the yoga evening klubb-live-001 ("Läs mer inför kvällen").
    topics: {
      'klubb-editorial-003': {
        name: 'yogaresor',
        advice:
          'Välj en resa där yogan är en del av dagen, inte hela dagen. Två pass om dagen och tid för promenader och vila gör att du kommer hem utvilad i stället för öm.',
      },
    },
  },
  offerChanges: {
    'klubb-benefit-004': { requiresSignIn: true },
    'klubb-live-003': { requiresSignIn: true },
    'klubb-benefit-010': { endsAt: ENDED_AT, title: 'Sommarrea hos Saluhallen' },
    'klubb-editorial-040': {
      publishedAt: SCHEDULED_AT,
      title: 'Nyårslöften som håller: så börjar du springa',
    },
  },
  billboardOfferId: 'klubb-editorial-001',
});
