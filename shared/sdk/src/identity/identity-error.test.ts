import type * as IdentityError from './identity-error';
import {
  clientCodeOf,
  IdentityClientError,
  identityErrorFromBody,
  isIdentityClientError,
  isNetworkError,
  isSignOutError,
  networkRequestFailed,
  SERVER_TO_CLIENT_CODE,
} from './identity-error';

/** An Identity Toolkit error body as the service answers it (PROTOCOLS.md §1.3). */
const googleError = (message: string) => ({
  error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] },
});

// PROTOCOLS.md §2.1, row by row.
const PROTOCOL_TABLE: Array<[string, string]> = [
  ['CREDENTIAL_MISMATCH', 'custom-token-mismatch'],
  ['MISSING_CUSTOM_TOKEN', 'internal-error'],
  ['INVALID_IDENTIFIER', 'invalid-email'],
  ['MISSING_CONTINUE_URI', 'internal-error'],
  ['INVALID_PASSWORD', 'wrong-password'],
  ['MISSING_PASSWORD', 'missing-password'],
  ['INVALID_LOGIN_CREDENTIALS', 'invalid-credential'],
  ['EMAIL_EXISTS', 'email-already-in-use'],
  ['PASSWORD_LOGIN_DISABLED', 'operation-not-allowed'],
  ['INVALID_IDP_RESPONSE', 'invalid-credential'],
  ['INVALID_PENDING_TOKEN', 'invalid-credential'],
  ['FEDERATED_USER_ID_ALREADY_LINKED', 'credential-already-in-use'],
  ['MISSING_REQ_TYPE', 'internal-error'],
  ['EMAIL_NOT_FOUND', 'user-not-found'],
  ['RESET_PASSWORD_EXCEED_LIMIT', 'too-many-requests'],
  ['EXPIRED_OOB_CODE', 'expired-action-code'],
  ['INVALID_OOB_CODE', 'invalid-action-code'],
  ['MISSING_OOB_CODE', 'internal-error'],
  ['CREDENTIAL_TOO_OLD_LOGIN_AGAIN', 'requires-recent-login'],
  ['INVALID_ID_TOKEN', 'invalid-user-token'],
  ['TOKEN_EXPIRED', 'user-token-expired'],
  ['USER_NOT_FOUND', 'user-token-expired'],
  ['TOO_MANY_ATTEMPTS_TRY_LATER', 'too-many-requests'],
  ['PASSWORD_DOES_NOT_MEET_REQUIREMENTS', 'password-does-not-meet-requirements'],
  ['INVALID_CODE', 'invalid-verification-code'],
  ['INVALID_SESSION_INFO', 'invalid-verification-id'],
  ['INVALID_TEMPORARY_PROOF', 'invalid-credential'],
  ['MISSING_SESSION_INFO', 'missing-verification-id'],
  ['SESSION_EXPIRED', 'code-expired'],
  ['MISSING_ANDROID_PACKAGE_NAME', 'missing-android-pkg-name'],
  ['UNAUTHORIZED_DOMAIN', 'unauthorized-continue-uri'],
  ['INVALID_OAUTH_CLIENT_ID', 'invalid-oauth-client-id'],
  ['ADMIN_ONLY_OPERATION', 'admin-restricted-operation'],
  ['INVALID_MFA_PENDING_CREDENTIAL', 'invalid-multi-factor-session'],
  ['MFA_ENROLLMENT_NOT_FOUND', 'multi-factor-info-not-found'],
  ['MISSING_MFA_ENROLLMENT_ID', 'missing-multi-factor-info'],
  ['MISSING_MFA_PENDING_CREDENTIAL', 'missing-multi-factor-session'],
  ['SECOND_FACTOR_EXISTS', 'second-factor-already-in-use'],
  ['SECOND_FACTOR_LIMIT_EXCEEDED', 'maximum-second-factor-count-exceeded'],
  ['BLOCKING_FUNCTION_ERROR_RESPONSE', 'internal-error'],
  ['RECAPTCHA_NOT_ENABLED', 'recaptcha-not-enabled'],
  ['MISSING_RECAPTCHA_TOKEN', 'missing-recaptcha-token'],
  ['INVALID_RECAPTCHA_TOKEN', 'invalid-recaptcha-token'],
  ['INVALID_RECAPTCHA_ACTION', 'invalid-recaptcha-action'],
  ['MISSING_CLIENT_TYPE', 'missing-client-type'],
  ['MISSING_RECAPTCHA_VERSION', 'missing-recaptcha-version'],
  ['INVALID_RECAPTCHA_VERSION', 'invalid-recaptcha-version'],
  ['INVALID_REQ_TYPE', 'invalid-req-type'],
  ['USER_DISABLED', 'user-disabled'],
  ['WEAK_PASSWORD', 'weak-password'],
];

// Spec §8 "Identity provider codes", row by row.
const SPEC_TABLE: Array<[string, string]> = [
  ['EMAIL_EXISTS', 'email-already-in-use'],
  ['INVALID_LOGIN_CREDENTIALS', 'invalid-credential'],
  ['INVALID_PASSWORD', 'wrong-password'],
  ['EMAIL_NOT_FOUND', 'user-not-found'],
  ['TOO_MANY_ATTEMPTS_TRY_LATER', 'too-many-requests'],
  ['EXPIRED_OOB_CODE', 'expired-action-code'],
  ['INVALID_OOB_CODE', 'invalid-action-code'],
  ['CREDENTIAL_TOO_OLD_LOGIN_AGAIN', 'requires-recent-login'],
  ['TOKEN_EXPIRED', 'user-token-expired'],
  ['USER_DISABLED', 'user-disabled'],
  ['INVALID_CODE', 'invalid-verification-code'],
  ['SESSION_EXPIRED', 'code-expired'],
  ['PASSWORD_DOES_NOT_MEET_REQUIREMENTS', 'password-does-not-meet-requirements'],
];

describe('server code → client code (PROTOCOLS.md §2.1)', () => {
  it.each(PROTOCOL_TABLE)('%s → auth/%s', (server, client) => {
    expect(clientCodeOf(server)).toBe(`auth/${client}`);
    const error = identityErrorFromBody(400, googleError(server));
    expect(error).toBeInstanceOf(IdentityClientError);
    expect(error.code).toBe(`auth/${client}`);
    expect(error.serverCode).toBe(server);
  });

  it('has no row the protocol table lacks', () => {
    const listed = new Set(PROTOCOL_TABLE.map(([server]) => server));
    expect(Object.keys(SERVER_TO_CLIENT_CODE).filter((code) => !listed.has(code))).toEqual([]);
  });
});

describe('server code → client code (spec §8)', () => {
  it.each(SPEC_TABLE)('%s → auth/%s', (server, client) => {
    expect(identityErrorFromBody(400, googleError(server)).code).toBe(`auth/${client}`);
  });
});

describe('reading an error answer', () => {
  it('splits the message on " : " into the code and the detail', () => {
    const error = identityErrorFromBody(
      400,
      googleError('TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been disabled.'),
    );
    expect(error.code).toBe('auth/too-many-requests');
    expect(error.message).toBe('Access to this account has been disabled.');
  });

  it('falls back to the code in lower case with dashes', () => {
    expect(identityErrorFromBody(400, googleError('INVALID_TENANT_ID')).code).toBe(
      'auth/invalid-tenant-id',
    );
    expect(identityErrorFromBody(400, googleError('WEAK_PASSWORD : at least 6')).code).toBe(
      'auth/weak-password',
    );
  });

  it('reads needConfirmation as account-exists-with-different-credential', () => {
    expect(identityErrorFromBody(200, { needConfirmation: true }).code).toBe(
      'auth/account-exists-with-different-credential',
    );
  });

  it('calls an answer without a code an internal error', () => {
    expect(identityErrorFromBody(502, '<html>Bad gateway</html>').code).toBe('auth/internal-error');
    expect(identityErrorFromBody(500, { error: {} }).code).toBe('auth/internal-error');
  });

  it('gives a network failure network-request-failed, which never signs out', () => {
    const error = networkRequestFailed(new TypeError('Failed to fetch'));
    expect(error.code).toBe('auth/network-request-failed');
    expect(isNetworkError(error)).toBe(true);
    expect(isSignOutError(error)).toBe(false);
  });

  it('signs out on user-disabled and user-token-expired only', () => {
    const of = (server: string) => identityErrorFromBody(400, googleError(server));
    expect(isSignOutError(of('USER_DISABLED'))).toBe(true);
    expect(isSignOutError(of('TOKEN_EXPIRED'))).toBe(true);
    expect(isSignOutError(of('USER_NOT_FOUND'))).toBe(true);
    expect(isSignOutError(of('INVALID_LOGIN_CREDENTIALS'))).toBe(false);
    expect(isSignOutError(of('TOO_MANY_ATTEMPTS_TRY_LATER'))).toBe(false);
    expect(isSignOutError(new Error('USER_DISABLED'))).toBe(false);
  });
});

describe('isIdentityClientError', () => {
  it('knows an error of another copy of the SDK (the host signs in, a remote reads it; ADR 015)', () => {
    let other: typeof IdentityError | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<typeof IdentityError>('./identity-error');
    });
    const foreign = other!.identityErrorFromBody(400, googleError('INVALID_LOGIN_CREDENTIALS'));
    expect(foreign instanceof IdentityClientError).toBe(false);
    expect(isIdentityClientError(foreign)).toBe(true);
    expect(isSignOutError(other!.identityErrorFromBody(400, googleError('USER_DISABLED')))).toBe(
      true,
    );
    expect(other!.isNetworkError(networkRequestFailed())).toBe(true);
  });

  it('does not take an Error or a look-alike record for one', () => {
    expect(isIdentityClientError(new Error('plain'))).toBe(false);
    expect(isIdentityClientError({ code: 'auth/invalid-credential', message: 'x' })).toBe(false);
    expect(isIdentityClientError(null)).toBe(false);
  });
});
