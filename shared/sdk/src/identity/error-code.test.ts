import { ERROR_CODES, NETWORK_FAILURE } from '@klubb/contracts';

import { ApiError, networkError } from '../http-error';

import { errorCodeOf } from './error-code';
import {
  IDENTITY_CLIENT_CODES,
  identityErrorFromBody,
  networkRequestFailed,
} from './identity-error';

describe('errorCodeOf', () => {
  it('reads the code of an API error, an identity error, or a code given as is', () => {
    const conflict = new ApiError({ status: 409, code: ERROR_CODES.ssnAlreadyExists, message: '' });
    expect(errorCodeOf(conflict)).toBe(ERROR_CODES.ssnAlreadyExists);
    expect(errorCodeOf(networkError(new TypeError('Failed to fetch')))).toBe(NETWORK_FAILURE.code);
    expect(errorCodeOf(networkRequestFailed())).toBe(IDENTITY_CLIENT_CODES.networkRequestFailed);
    const body = { error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS', errors: [] } };
    expect(errorCodeOf(identityErrorFromBody(400, body))).toBe('auth/invalid-credential');
    expect(errorCodeOf('user/email-missing')).toBe('user/email-missing');
  });

  it('has no code for anything else', () => {
    expect(errorCodeOf(new Error('boom'))).toBeNull();
    expect(errorCodeOf(undefined)).toBeNull();
    expect(errorCodeOf({ code: 'auth/forged' })).toBeNull();
  });
});
