import { contentSv } from './content-sv';
import { ENDED_AT, OFFER_THEME, SCHEDULED_AT, type SeedBrand } from './seed-brand';

/** Brand A: Swedish, SEK, BankID and ssn registration, restaurants on, every remote on. */
export const brandKlubb: SeedBrand = {
  brand: {
    id: 'klubb',
    name: 'Klubb',
    authTenantId: 'klubb-a1b2c',
    language: 'sv',
    currency: 'SEK',
    logoUrl: '/media/logo-klubb.svg',
    contactEmail: 'medlem@klubb.example',
    storeLinkIos: 'https://apps.apple.com/se/app/klubb/id1000000001',
    storeLinkAndroid: 'https://play.google.com/store/apps/details?id=example.klubb',
    minimumContainerVersion: '1.0.0',
    theme: {
      light: {
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
        offerTheme: OFFER_THEME,
        billboardTheme: { radius: 16, overlay: '#0B2E1F' },
        buttonRadius: 24,
        textFieldRadius: 8,
      },
    },
    config: {
      referralCodeInputType: 'options',
      referralCodeInputFieldLength: 6,
      referralCodeInputHint: 'Välj ditt bankkort eller ange de sex första siffrorna.',
      verifyWithSsn: true,
      ssnInfo: 'Vi använder ditt personnummer för att verifiera ditt medlemskap med BankID.',
      terms: { url: 'https://klubb.example/villkor' },
      gdpr: { url: 'https://klubb.example/integritet' },
      navigationBar: [
        { label: 'nav.home', icon: 'home', path: '/' },
        { label: 'nav.editorial', icon: 'editorial', path: '/editorial' },
        { label: 'nav.benefit', icon: 'benefit', path: '/benefit' },
        { label: 'nav.live', icon: 'live', path: '/live' },
        // No label and no icon: the host skips this entry (the spec's skip rule).
        { label: '', icon: '', path: '/hidden' },
        { label: 'nav.more', icon: 'more', path: '/more' },
      ],
      showEditorial: true,
      showBenefit: true,
      showLive: true,
      showRestaurants: true,
      showBrandRoleName: true,
      remotes: ['mf_auth', 'mf_feeds', 'mf_offer', 'mf_commerce', 'mf_more'],
    },
  },
  appUrls: ['http://localhost:3000', 'http://127.0.0.1:3000'],
  offerPlan: {
    brandId: 'klubb',
    idPrefix: 'klubb',
    pack: contentSv,
    counts: { benefit: 45, editorial: 40, live: 35 },
    seed: 20_261_121,
  },
  offerChanges: {
    'klubb-benefit-004': { requiresSignIn: true },
    'klubb-live-003': { requiresSignIn: true },
    'klubb-benefit-010': { endsAt: ENDED_AT, title: 'Sommarrea hos Modehuset' },
    'klubb-editorial-040': { publishedAt: SCHEDULED_AT, title: 'Nyårslöften som håller' },
  },
  billboardOfferId: 'klubb-editorial-001',
};
