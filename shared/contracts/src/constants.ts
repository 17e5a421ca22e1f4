/**
 * The business constants of the product spec (§9), each under the spec's name and written once.
 * Components and the API server read them from here; no bare literal repeats them.
 */
export const FEED_PAGE_SIZE = 30;
export const FEED_CACHE_LIFETIME_MS = 10_000;
export const SEARCH_DEBOUNCE_MS = 550;
export const SEARCH_PAGE_SIZE = 30;
export const SCROLL_BOTTOM_MARGIN_PX = 600;
export const RESTAURANT_LIST_LIMIT = 100;
export const QUANTITY_MINIMUM = 1;
export const MINIMUM_MARKER_ZOOM = 15;
export const RESTAURANT_DETAIL_MAP_ZOOM = 15;
export const MARKER_ICON_SIZE_PX = 33;
export const MAP_LOADER_RETRIES = 3;
export const PAGE_SLIDE_MS = 300;
export const PAGE_MAX_WIDTH_PX = 800;
export const PAGE_GUTTER_PX = 18;
export const BILLBOARD_MAX_WIDTH_PX = 600;
export const DIALOG_WIDTH_PX = 296;
export const INPUT_HEIGHT_PX = 48;
export const CART_DRAWER_MAX_WIDTH_PX = 400;
export const CONTAINER_TIMEOUT_MS = 1000;
export const PUSH_TOKEN_SEND_DELAY_MS = 10_000;
export const REDIRECT_DELAY_MS = 10;
export const SUCCESS_REDIRECT_MS = 3000;
export const SEARCH_BOX_TRANSITION_MS = 300;
export const SEARCH_BOX_HIDE_MS = SEARCH_BOX_TRANSITION_MS + 100;
export const DEFAULT_CURRENCY = 'SEK';
export const PLATFORM_TAG = 'core';
export const CORE_VERSION = '5.22.1';
export const RANDOM_ID_DEFAULT_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
/** The width (px) from which the navigation bar moves from the bottom to the top. */
export const DESKTOP_MIN_WIDTH_PX = 900;
/**
 * Search ranks at most this many matches of a term, the newest first (issue 38): a broad term
 * ("medlem") costs about the same at a brand with 100 offers and with 12,000; its 30-a-page
 * results end after this many (five pages), so an older offer that matches only a broad term may
 * not show. A term with fewer matches is unaffected.
 */
export const SEARCH_RANKED_MATCHES = 150;
/** The order history's page (issue 38): 20 orders a call, the next page by cursor. */
export const ORDER_HISTORY_PAGE_SIZE = 20;
/** The claimed promo codes' page (issue 38): 20 codes a call, the next page by cursor. */
export const CLAIMED_VOUCHERS_PAGE_SIZE = 20;
