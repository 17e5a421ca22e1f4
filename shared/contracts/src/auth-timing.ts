/**
 * The session and sign-in numbers of spec §9 and PROTOCOLS.md §2–§3, each written once. The
 * identity client, the session store, the BankID stand-in and the sign-in screens read them here.
 */

/** Auth request time-out in a desktop browser (spec §9). */
export const AUTH_REQUEST_TIMEOUT_DESKTOP_MS = 30_000;
/** Auth request time-out on a phone or in a native container (spec §9). */
export const AUTH_REQUEST_TIMEOUT_MOBILE_MS = 60_000;
/** With `navigator.onLine` false a request fails fast (PROTOCOLS.md §2). */
export const AUTH_REQUEST_TIMEOUT_OFFLINE_MS = 5_000;
/** The ID token is refreshed about this long before it expires (spec §4). */
export const TOKEN_REFRESH_AHEAD_MS = 5 * 60_000;
/** A token counts as expired this long before its expiry time (spec §9). */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
/** Token refresh back-off on network errors: starts at 30 s and doubles (spec §9)… */
export const TOKEN_REFRESH_BACKOFF_MIN_MS = 30_000;
/** …up to 16 minutes. */
export const TOKEN_REFRESH_BACKOFF_MAX_MS = 16 * 60_000;

/** BankID: the QR code is refreshed every second, from the server (PROTOCOLS.md §3.6, §3.8). */
export const BANKID_QR_REFRESH_MS = 1_000;
/** BankID: collect every 2 s while the order is pending (PROTOCOLS.md §3.3). */
export const BANKID_COLLECT_INTERVAL_MS = 2_000;
/** BankID: a QR code not scanned within 30 s fails with startFailed (PROTOCOLS.md §3.8). */
export const BANKID_QR_SCAN_WINDOW_MS = 30_000;
/** BankID: an order that is not completed within 3 minutes expires (expiredTransaction). */
export const BANKID_ORDER_LIFETIME_MS = 3 * 60_000;
/** BankID: a completed order stays collectable for 3 minutes, a failed one for 5. */
export const BANKID_COMPLETED_ORDER_TTL_MS = 3 * 60_000;
export const BANKID_FAILED_ORDER_TTL_MS = 5 * 60_000;
