export { createIdentityClient, GOOGLE_IDENTITY_URLS, standInUrls } from './identity-client';
export type { IdentityClient, IdentityClientConfig, RecaptchaConfig } from './identity-client';
export { configureIdentity, identity, LOCAL_IDENTITY_API_KEY } from './identity-instance';
export type { IdentitySettings } from './identity-instance';
export {
  clientCodeOf,
  IDENTITY_CLIENT_CODES,
  IdentityClientError,
  identityErrorFromBody,
  isIdentityClientError,
  isNetworkError,
  isSignOutError,
  networkRequestFailed,
  SERVER_TO_CLIENT_CODE,
} from './identity-error';
export { errorCodeOf } from './error-code';
export { authRequestTimeoutMs, pageRequestTimeoutMs } from './request-timeout';
export { createIdTokenKeeper } from './id-token-keeper';
export type { IdTokenKeeper, IdTokenKeeperOptions } from './id-token-keeper';
export { createTokenRefresher } from './token-refresher';
export type { TokenRefresher, TokenRefresherOptions } from './token-refresher';
export {
  decodeIdToken,
  isTokenExpired,
  refreshDelay,
  storedTokensOf,
  tokensFromAnswer,
} from './tokens';
export type { AuthTokens, IdTokenClaims, StoredTokens } from './tokens';
export { createBankIdEndpoints } from './bankid-endpoints';
export type { BankIdEndpoints } from './bankid-endpoints';
