/** The two seeded brands as a visitor meets them (api/src/db/seed). */
export const BRAND_A = {
  url: 'http://localhost:3000',
  name: 'Klubb',
  lang: 'sv',
  tabs: ['Hem', 'Artiklar', 'Förmåner', 'Live', 'Mer'],
  feedLabel: 'Erbjudanden och artiklar',
};

export const BRAND_B = {
  url: 'http://nordic.localhost:3000',
  name: 'Klubb Norge',
  lang: 'nb',
  tabs: ['Hjem', 'Artikler', 'Fordeler', 'Mer'],
  feedLabel: 'Tilbud og artikler',
};

export const REMOTE_ORIGINS = {
  mf_auth: 'http://localhost:3001',
  mf_feeds: 'http://localhost:3002',
  mf_offer: 'http://localhost:3003',
  mf_commerce: 'http://localhost:3004',
  mf_more: 'http://localhost:3005',
} as const;
