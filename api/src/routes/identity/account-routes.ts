import type { FastifyPluginAsync } from 'fastify';

import { IDENTITY_PATHS, idTokenRequestSchema, updateAccountRequestSchema } from '@klubb/contracts';

import {
  deleteAccount,
  findAccount,
  nowSeconds,
  updateAccount,
  type AccountChanges,
} from '../../identity/account-store';
import { identityError } from '../../identity/identity-error';
import {
  parseIdentityInput,
  requireEmail,
  requireGoodPassword,
} from '../../identity/identity-input';
import { hashPassword } from '../../identity/password-hash';
import type { IdentityStandIn } from '../../identity/stand-in';
import { toUserInfo } from '../../identity/user-info';

/** Changing credentials or deleting needs a sign-in within the last five minutes, as Google's. */
const RECENT_SIGN_IN_S = 300;

/** accounts:lookup, accounts:update and accounts:delete: the tenant comes from the ID token. */
export const accountRoutes: FastifyPluginAsync<{ standIn: IdentityStandIn }> = async (
  app,
  { standIn },
) => {
  const { orm } = standIn;

  app.post(IDENTITY_PATHS.lookup, async (request) => {
    const body = parseIdentityInput(idTokenRequestSchema, request.body);
    const { account } = await standIn.accountOf(body.idToken, body.tenantId);
    return { kind: 'identitytoolkit#GetAccountInfoResponse', users: [toUserInfo(account)] };
  });

  app.post(IDENTITY_PATHS.update, async (request) => {
    const body = parseIdentityInput(updateAccountRequestSchema, request.body);
    // Action codes here are e-mail verification codes; the stand-in only sends reset codes.
    if (body.oobCode !== undefined && body.idToken === undefined) {
      throw identityError('INVALID_OOB_CODE');
    }
    const { account, token } = await standIn.accountOf(body.idToken, body.tenantId);
    const changes: AccountChanges = {};
    if (body.email !== undefined) changes.email = requireEmail(body.email);
    if (body.password !== undefined) {
      changes.passwordHash = await hashPassword(requireGoodPassword(body.password));
    }
    const credential = changes.email !== undefined || changes.passwordHash !== undefined;
    if (credential && token.authTime < nowSeconds() - RECENT_SIGN_IN_S) {
      throw identityError('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
    }
    if (body.displayName !== undefined) changes.displayName = body.displayName || null;
    if (body.photoUrl !== undefined) changes.photoUrl = body.photoUrl || null;
    if (body.deleteAttribute?.includes('DISPLAY_NAME')) changes.displayName = null;
    if (body.deleteAttribute?.includes('PHOTO_URL')) changes.photoUrl = null;
    if (!(await updateAccount(orm, account.localId, changes))) throw identityError('EMAIL_EXISTS');

    const updated = (await findAccount(orm, account.localId)) ?? account;
    const info = toUserInfo(updated);
    // A new e-mail or password revoked the sessions before it: the caller gets a fresh one.
    const session = credential ? await standIn.issueSession(updated, 'password') : {};
    return {
      kind: 'identitytoolkit#SetAccountInfoResponse',
      localId: info.localId,
      email: info.email,
      displayName: info.displayName,
      photoUrl: info.photoUrl,
      emailVerified: info.emailVerified,
      providerUserInfo: info.providerUserInfo,
      passwordHash: info.passwordHash,
      ...session,
    };
  });

  app.post(IDENTITY_PATHS.delete, async (request) => {
    const body = parseIdentityInput(idTokenRequestSchema, request.body);
    const { account, token } = await standIn.accountOf(body.idToken, body.tenantId);
    if (token.authTime < nowSeconds() - RECENT_SIGN_IN_S) {
      throw identityError('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
    }
    await deleteAccount(orm, account.localId);
    return { kind: 'identitytoolkit#DeleteAccountResponse' };
  });
};
