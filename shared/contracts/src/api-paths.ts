/** The product API's paths (spec §7), written once for the server routes and the SDK. */
export const API_PATHS = {
  getUser: '/v1/get/user',
  getBrand: '/v1/get/brand',
  getBillboard: '/v1/get/billboard',
  getOfferList: '/v1/get_list/offer',
  getOffer: '/v1/get/offer',
  getCategoryList: '/v1/get_list/brand/category',
  searchOffer: '/v1/search/offer',
  logInteraction: '/v1/log/interaction',
  health: '/health',
} as const;

/** The header that carries the brand's app URL on every call; the API falls back to `Origin`. */
export const APP_URL_HEADER = 'x-app-url';
