import type { OfferType } from './offer';

/**
 * The origin segment of an offer opened from the mixed feed: `/mixedFeed/{type}/{id}` is no stack
 * root, so the offer stays in the main stack (spec §2: the main stack holds /{origin}/{type}/{id}).
 */
export const MIXED_FEED_ORIGIN = 'mixedFeed';

/**
 * Every app route in one place, in the spec's `:param` notation, with builders. Components build
 * URLs with these and never by hand (bulletproof-react's `paths`).
 */
export const paths = {
  mixedFeed: { pattern: '/', build: () => '/' },
  typeFeed: { pattern: '/:type', build: (type: OfferType) => `/${type}` },
  offer: {
    pattern: '/:type/:id',
    build: (type: string, id: string) => `/${type}/${encodeURIComponent(id)}`,
  },
  offerWithOrigin: {
    pattern: '/:origin/:type/:id',
    build: (origin: string, type: string, id: string) =>
      `/${origin}/${type}/${encodeURIComponent(id)}`,
  },
  search: { pattern: '/search', build: () => '/search' },
  searchResult: {
    pattern: '/search/:type/:id',
    build: (type: string, id: string) => `/search/${type}/${encodeURIComponent(id)}`,
  },
  checkout: { pattern: '/checkout', build: () => '/checkout' },
  more: { pattern: '/more', build: () => '/more' },
  restaurants: { pattern: '/more/restaurant', build: () => '/more/restaurant' },
  restaurant: {
    pattern: '/more/restaurant/s/:id',
    build: (id: string) => `/more/restaurant/s/${encodeURIComponent(id)}`,
  },
  vouchers: { pattern: '/more/voucher', build: () => '/more/voucher' },
  orderHistory: { pattern: '/more/orderHistory', build: () => '/more/orderHistory' },
  /** "Mina biljetter" (issue 37). */
  tickets: { pattern: '/more/tickets', build: () => '/more/tickets' },
  /** "Mina väntelistor" (issue 37). */
  waitingLists: { pattern: '/more/waitingLists', build: () => '/more/waitingLists' },
  userInfo: { pattern: '/more/userinfo', build: () => '/more/userinfo' },
  faq: { pattern: '/more/faq', build: () => '/more/faq' },
  about: { pattern: '/more/about', build: () => '/more/about' },
  devTest: { pattern: '/more/dev_test', build: () => '/more/dev_test' },
  signIn: { pattern: '/', build: () => '/' },
  forgotPassword: { pattern: '/forgotpassword', build: () => '/forgotpassword' },
  passwordReset: {
    pattern: '/password_reset/:password_reset_verification_token',
    build: (token: string) => `/password_reset/${encodeURIComponent(token)}`,
  },
  createAccount: { pattern: '/createaccount', build: () => '/createaccount' },
  createAccountWithReferral: {
    pattern: '/createaccount/:referral_code',
    build: (code: string) => `/createaccount/${encodeURIComponent(code)}`,
  },
} as const;
