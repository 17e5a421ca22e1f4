/**
 * The two seeded brands as a visitor meets them (api/src/db/seed), with the identity tenant their
 * members sign in to.
 */
export const BRAND_A = {
  url: 'http://localhost:3000',
  tenantId: 'klubb-a1b2c',
  name: 'Klubb',
  lang: 'sv',
  tabs: ['Hem', 'Artiklar', 'Förmåner', 'Live', 'Mer'],
  searchTab: 'Sök',
  feedLabel: 'Erbjudanden och artiklar',
};

export const BRAND_B = {
  url: 'http://nordic.localhost:3000',
  tenantId: 'klubb-norge-x9y8z',
  name: 'Klubb Norge',
  lang: 'nb',
  tabs: ['Hjem', 'Artikler', 'Fordeler', 'Mer'],
  searchTab: 'Søk',
  feedLabel: 'Tilbud og artikler',
};

export const REMOTE_ORIGINS = {
  mf_auth: 'http://localhost:3001',
  mf_feeds: 'http://localhost:3002',
  mf_offer: 'http://localhost:3003',
  mf_commerce: 'http://localhost:3004',
  mf_more: 'http://localhost:3005',
} as const;

/** The navigation bar's links a project sees: the desktop adds the search entry (spec §2). */
export const shownTabs = (
  brand: { tabs: string[]; searchTab: string },
  project: string,
): string[] => (project === 'desktop' ? [...brand.tabs, brand.searchTab] : brand.tabs);
