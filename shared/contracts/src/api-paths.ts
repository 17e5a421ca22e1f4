/** The product API's paths (spec §7), written once for the server routes and the SDK. */
export const API_PATHS = {
  getUser: '/v1/get/user',
  createUser: '/v1/create/user',
  /** Binds a number BankID proved to an account its holder proved by password (ADR 017). */
  linkSsn: '/v1/link/user/ssn',
  updateUser: '/v1/update/user',
  deleteUser: '/v1/delete/user',
  /** The spec's spelling. */
  completeOnboarding: '/v1/complete_onboardning/user',
  passwordReset: '/v1/password_reset/user',
  passwordUpdate: '/v1/password_update/user',
  getBrandRole: '/v1/get/brand/role',
  getRestaurantMapsSettings: '/v1/get/brand/role/restaurant_maps_settings',
  getBrand: '/v1/get/brand',
  getBillboard: '/v1/get/billboard',
  getOfferList: '/v1/get_list/offer',
  getOffer: '/v1/get/offer',
  /** The signed-in member's own state on an offer, beside its public detail (issue 38). */
  getOfferMemberState: '/v1/get/offer/member',
  getCategoryList: '/v1/get_list/brand/category',
  getRestaurantList: '/v1/get_list/restaurant',
  getRestaurant: '/v1/get/restaurant',
  searchOffer: '/v1/search/offer',
  claimVoucherCode: '/v1/claim/offer/voucher/code',
  getClaimedVoucherCodes: '/v1/get_list/offer/voucher/code',
  getShoppingCart: '/v1/get/user/shopping_cart',
  updateShoppingCart: '/v1/update/user/shopping_cart',
  getOrderHistory: '/v1/get_list/order_history',
  /** The waiting list of a sold-out ticket: a path the spec leaves open. */
  registerInterest: '/v1/register_interest/offer',
  createCheckout: '/v1/payment/checkout',
  expireCheckout: '/v1/expire/checkout',
  getCheckoutConfig: '/v1/get/checkout/config',
  /** The analytics event, base64 of its JSON (spec §7). */
  analytics: '/v1/a',
  logInteraction: '/v1/log/interaction',
  health: '/health',
  /** Whether a password reset link still works, asked when its page opens: a path the spec leaves open. */
  checkPasswordReset: '/v1/check/password_reset',
  /** A short-lived token for a referral call to action's partner page, instead of the ID token. */
  createReferralToken: '/v1/create/referral_token',
  /** For the partner: whether a referral token is genuine and fresh, and what it names. */
  verifyReferralToken: '/v1/verify/referral_token',
  /** Where a checkout stands and its order once paid: a path the spec leaves open. */
  getCheckoutStatus: '/v1/get/checkout/session',
  /** The card payment provider's signed webhook events (server to server). */
  paymentWebhook: '/v1/webhook/stripe',
  /** The brand's FAQ and site config (spec §3): paths the spec leaves open. */
  getFaqList: '/v1/get_list/faq',
  getSiteConfig: '/v1/get/site_config',
  /** Liveness probe: the process answers (nothing else is checked, so a slow database never restarts it). */
  live: '/livez',
  /** Readiness probe: database reachable, every migration applied, not shutting down. */
  ready: '/readyz',
} as const;

/** The header that carries the brand's app URL on every call; the API falls back to `Origin`. */
export const APP_URL_HEADER = 'x-app-url';
