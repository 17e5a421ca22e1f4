/**
 * Identity Toolkit errors as the client sees them (PROTOCOLS.md §2, §2.1, spec §8): the server's
 * code (`INVALID_LOGIN_CREDENTIALS`, `TOO_MANY_ATTEMPTS_TRY_LATER : detail`) becomes a client code
 * with the `auth/` prefix, as the Firebase JS SDK names them, so screens and the spec's message
 * table speak one language whichever provider answers.
 */
export const SERVER_TO_CLIENT_CODE: Readonly<Record<string, string>> = {
  CREDENTIAL_MISMATCH: 'custom-token-mismatch',
  MISSING_CUSTOM_TOKEN: 'internal-error',
  INVALID_IDENTIFIER: 'invalid-email',
  MISSING_CONTINUE_URI: 'internal-error',
  INVALID_PASSWORD: 'wrong-password',
  MISSING_PASSWORD: 'missing-password',
  INVALID_LOGIN_CREDENTIALS: 'invalid-credential',
  EMAIL_EXISTS: 'email-already-in-use',
  PASSWORD_LOGIN_DISABLED: 'operation-not-allowed',
  INVALID_IDP_RESPONSE: 'invalid-credential',
  INVALID_PENDING_TOKEN: 'invalid-credential',
  FEDERATED_USER_ID_ALREADY_LINKED: 'credential-already-in-use',
  MISSING_REQ_TYPE: 'internal-error',
  EMAIL_NOT_FOUND: 'user-not-found',
  RESET_PASSWORD_EXCEED_LIMIT: 'too-many-requests',
  EXPIRED_OOB_CODE: 'expired-action-code',
  INVALID_OOB_CODE: 'invalid-action-code',
  MISSING_OOB_CODE: 'internal-error',
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: 'requires-recent-login',
  INVALID_ID_TOKEN: 'invalid-user-token',
  TOKEN_EXPIRED: 'user-token-expired',
  USER_NOT_FOUND: 'user-token-expired',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-requests',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'password-does-not-meet-requirements',
  INVALID_CODE: 'invalid-verification-code',
  INVALID_SESSION_INFO: 'invalid-verification-id',
  INVALID_TEMPORARY_PROOF: 'invalid-credential',
  MISSING_SESSION_INFO: 'missing-verification-id',
  SESSION_EXPIRED: 'code-expired',
  MISSING_ANDROID_PACKAGE_NAME: 'missing-android-pkg-name',
  UNAUTHORIZED_DOMAIN: 'unauthorized-continue-uri',
  INVALID_OAUTH_CLIENT_ID: 'invalid-oauth-client-id',
  ADMIN_ONLY_OPERATION: 'admin-restricted-operation',
  INVALID_MFA_PENDING_CREDENTIAL: 'invalid-multi-factor-session',
  MFA_ENROLLMENT_NOT_FOUND: 'multi-factor-info-not-found',
  MISSING_MFA_ENROLLMENT_ID: 'missing-multi-factor-info',
  MISSING_MFA_PENDING_CREDENTIAL: 'missing-multi-factor-session',
  SECOND_FACTOR_EXISTS: 'second-factor-already-in-use',
  SECOND_FACTOR_LIMIT_EXCEEDED: 'maximum-second-factor-count-exceeded',
  BLOCKING_FUNCTION_ERROR_RESPONSE: 'internal-error',
  RECAPTCHA_NOT_ENABLED: 'recaptcha-not-enabled',
  MISSING_RECAPTCHA_TOKEN: 'missing-recaptcha-token',
  INVALID_RECAPTCHA_TOKEN: 'invalid-recaptcha-token',
  INVALID_RECAPTCHA_ACTION: 'invalid-recaptcha-action',
  MISSING_CLIENT_TYPE: 'missing-client-type',
  MISSING_RECAPTCHA_VERSION: 'missing-recaptcha-version',
  INVALID_RECAPTCHA_VERSION: 'invalid-recaptcha-version',
  INVALID_REQ_TYPE: 'invalid-req-type',
  USER_DISABLED: 'user-disabled',
};

/** The client codes this client raises itself. */
export const IDENTITY_CLIENT_CODES = {
  networkRequestFailed: 'auth/network-request-failed',
  accountExistsWithDifferentCredential: 'auth/account-exists-with-different-credential',
  internalError: 'auth/internal-error',
  userDisabled: 'auth/user-disabled',
  userTokenExpired: 'auth/user-token-expired',
} as const;

/** Client codes that end the session wherever they come from (PROTOCOLS.md §2, spec §4). */
const SIGN_OUT_CODES = new Set<string>([
  IDENTITY_CLIENT_CODES.userDisabled,
  IDENTITY_CLIENT_CODES.userTokenExpired,
]);

/**
 * Marks an IdentityClientError in a way every copy of this package recognises (a registry symbol,
 * as ApiError's): the host's identity client throws the host copy's class, and a remote that
 * bundles its own SDK copy (ADR 015) would not know it by `instanceof`.
 */
const IDENTITY_ERROR_MARK = Symbol.for('@klubb/sdk:IdentityClientError');

/** An error of the identity provider or of the way to it, with its `auth/…` client code. */
export class IdentityClientError extends Error {
  /** `auth/invalid-credential`, `auth/network-request-failed`, … */
  readonly code: string;
  /** The provider's own code, when it answered one. */
  readonly serverCode: string | null;

  constructor(code: string, message: string, serverCode: string | null = null) {
    super(message);
    this.name = 'IdentityClientError';
    this.code = code;
    this.serverCode = serverCode;
    Object.defineProperty(this, IDENTITY_ERROR_MARK, { value: true });
  }
}

/** Whether `error` is an IdentityClientError, made by this copy of the SDK or by another one. */
export function isIdentityClientError(error: unknown): error is IdentityClientError {
  return (
    error instanceof IdentityClientError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { [IDENTITY_ERROR_MARK]?: unknown })[IDENTITY_ERROR_MARK] === true)
  );
}

/**
 * The client code of a server code: the table, else the code in lower case with `_` as `-`
 * (`WEAK_PASSWORD` → `auth/weak-password`), as the Firebase SDK falls back.
 */
export function clientCodeOf(serverCode: string): string {
  const known = SERVER_TO_CLIENT_CODE[serverCode];
  return `auth/${known ?? serverCode.toLowerCase().replace(/_/g, '-')}`;
}

/**
 * The error of a failed answer: `message` split on " : " into the code and the detail. An answer
 * with `needConfirmation` is `account-exists-with-different-credential`.
 */
export function identityErrorFromBody(status: number, body: unknown): IdentityClientError {
  const record = (body ?? {}) as { needConfirmation?: unknown; error?: { message?: unknown } };
  if (record.needConfirmation) {
    return new IdentityClientError(
      IDENTITY_CLIENT_CODES.accountExistsWithDifferentCredential,
      'An account already exists with a different credential',
    );
  }
  const message = typeof record.error?.message === 'string' ? record.error.message : '';
  if (!message) {
    return new IdentityClientError(
      IDENTITY_CLIENT_CODES.internalError,
      `The identity provider answered ${status} without an error code`,
    );
  }
  const [serverCode = '', detail] = message.split(' : ');
  return new IdentityClientError(clientCodeOf(serverCode), detail ?? serverCode, serverCode);
}

/** A time-out or any fetch failure: never a reason to sign the member out. */
export function networkRequestFailed(cause?: unknown): IdentityClientError {
  const reason = cause instanceof Error ? cause.message : 'no answer';
  return new IdentityClientError(
    IDENTITY_CLIENT_CODES.networkRequestFailed,
    `The identity provider could not be reached (${reason})`,
  );
}

/** Whether an error means the session is over: a disabled account, an expired or revoked token. */
export function isSignOutError(error: unknown): boolean {
  return isIdentityClientError(error) && SIGN_OUT_CODES.has(error.code);
}

export function isNetworkError(error: unknown): boolean {
  return isIdentityClientError(error) && error.code === IDENTITY_CLIENT_CODES.networkRequestFailed;
}
