import { errors, jwtVerify } from 'jose';

import { createAccount, findAccount, recordSignIn, type Account } from './account-store';
import { identityError } from './identity-error';
import { CUSTOM_TOKEN_AUDIENCE, type IdentityStandIn } from './stand-in';

interface CustomTokenPayload {
  uid?: unknown;
  tenant_id?: unknown;
  [claim: string]: unknown;
}

/**
 * Exchanges a custom token (minted by `standIn.mintCustomToken`, as the Admin SDK would) for its
 * account, creating the account on first use. Unlike the Firebase emulator, unsigned tokens are
 * refused: RS256 with the stand-in's service-account key, the Identity Toolkit audience, at most an
 * hour old, and a `tenant_id` equal to the tenant signed in to.
 */
export async function signInWithCustomToken(
  standIn: IdentityStandIn,
  token: string | undefined,
  tenantId: string,
): Promise<{ account: Account; isNewUser: boolean }> {
  if (!token) throw identityError('MISSING_CUSTOM_TOKEN');
  let payload: CustomTokenPayload;
  try {
    ({ payload } = await jwtVerify(token, standIn.keys.customToken.publicKey, {
      algorithms: ['RS256'],
      audience: CUSTOM_TOKEN_AUDIENCE,
      issuer: standIn.serviceAccountEmail,
      requiredClaims: ['iat', 'exp'],
      maxTokenAge: '1h',
    }));
  } catch (error) {
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
      throw identityError('CREDENTIAL_MISMATCH');
    }
    throw identityError('INVALID_CUSTOM_TOKEN');
  }
  const { uid } = payload;
  if (typeof uid !== 'string' || uid.length === 0 || uid.length > 128) {
    throw identityError('INVALID_CUSTOM_TOKEN', 'The uid must be 1 to 128 characters');
  }
  const tokenTenant = typeof payload.tenant_id === 'string' ? payload.tenant_id : '';
  if (tokenTenant !== tenantId) throw identityError('TENANT_ID_MISMATCH');

  const existing = await findAccount(standIn.orm, uid);
  if (existing) {
    if (existing.tenantId !== tenantId) throw identityError('TENANT_ID_MISMATCH');
    if (existing.disabled) throw identityError('USER_DISABLED');
    await recordSignIn(standIn.orm, uid);
    return { account: existing, isNewUser: false };
  }
  const created = await createAccount(standIn.orm, {
    localId: uid,
    tenantId,
    email: null,
    passwordHash: null,
  });
  // Created by a concurrent exchange of a token for the same uid a moment ago.
  const account = created ?? (await findAccount(standIn.orm, uid));
  if (!account) throw identityError('INVALID_CUSTOM_TOKEN');
  await recordSignIn(standIn.orm, uid);
  return { account, isNewUser: created !== null };
}
