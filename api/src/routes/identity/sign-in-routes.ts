import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyPluginAsync } from 'fastify';

import {
  IDENTITY_PATHS,
  OPERATORS_TENANT_ID,
  signInWithCustomTokenRequestSchema,
  signInWithPasswordRequestSchema,
  signUpRequestSchema,
} from '@klubb/contracts';

import { createAccount, findAccountByEmail, recordSignIn } from '../../identity/account-store';
import { signInWithCustomToken } from '../../identity/custom-token-sign-in';
import { createHashAdmission, HASH_SHARES } from '../../identity/hash-admission';
import { identityError } from '../../identity/identity-error';
import {
  parseIdentityInput,
  requireEmail,
  requireGoodPassword,
} from '../../identity/identity-input';
import { hashPassword, verifyNothing, verifyPassword } from '../../identity/password-hash';
import type { IdentityStandIn } from '../../identity/stand-in';

const LOCKED_DETAIL =
  'Access to this account has been temporarily disabled due to many failed login attempts. ' +
  'You can immediately restore it by resetting your password or you can try again later.';
// The hash queue's share of one client address is taken: nothing is said about any account.
const BUSY_DETAIL = 'Too many sign-ins from this network at once. Try again in a moment.';

/** accounts:signUp, accounts:signInWithPassword and accounts:signInWithCustomToken. */
export const signInRoutes: FastifyPluginAsync<{ standIn: IdentityStandIn }> = async (
  app,
  { standIn },
) => {
  const { orm } = standIn;
  const admission = createHashAdmission();

  app.post(IDENTITY_PATHS.signUp, async (request) => {
    const body = parseIdentityInput(signUpRequestSchema, request.body);
    const tenantId = await standIn.resolveTenant(body.tenantId);
    // Operators are made by the platform, never by signing up (ADR 011); Google answers so too
    // for a tenant whose sign-up is off.
    if (tenantId === OPERATORS_TENANT_ID) throw identityError('ADMIN_ONLY_OPERATION');
    const email = requireEmail(body.email);
    const password = requireGoodPassword(body.password);
    // A taken address is said before the costly hash; the insert below still catches a race.
    if (await findAccountByEmail(orm, tenantId, email)) throw identityError('EMAIL_EXISTS');
    const account = await createAccount(orm, {
      tenantId,
      email,
      passwordHash: await hashPassword(password),
      displayName: body.displayName ?? null,
      selfSignedUp: true,
    });
    if (!account) throw identityError('EMAIL_EXISTS');
    await recordSignIn(orm, account.localId);
    const session = await standIn.issueSession(account, 'password');
    return {
      kind: 'identitytoolkit#SignupNewUserResponse',
      localId: account.localId,
      email,
      ...(account.displayName ? { displayName: account.displayName } : {}),
      ...session,
    };
  });

  // No user enumeration: an unknown e-mail and a wrong password answer the same, after the same
  // time (an unknown e-mail still runs one scrypt). Five wrong passwords for an address lock it,
  // whether an account has it or not, so the lock-out tells nothing either. A client address with
  // many failures is slowed down, never refused (ADR 019): members behind one NAT still sign in.
  // A full hash queue answers TOO_MANY_ATTEMPTS_TRY_LATER at once, without hashing.
  app.post(IDENTITY_PATHS.signInWithPassword, async (request) => {
    const body = parseIdentityInput(signInWithPasswordRequestSchema, request.body);
    const tenantId = await standIn.resolveTenant(body.tenantId);
    const email = requireEmail(body.email, 'INVALID_EMAIL');
    if (!body.password) throw identityError('MISSING_PASSWORD');
    const admitted = await standIn.guard.admit(tenantId, email, request.ip);
    if (admitted.locked) throw identityError('TOO_MANY_ATTEMPTS_TRY_LATER', LOCKED_DETAIL);
    if (admitted.delayMs > 0) await sleep(admitted.delayMs);
    const release = admission.enter([
      {
        key: `client:${request.ip}`,
        max: standIn.settings.hashesPerClient ?? HASH_SHARES.perClient,
      },
      {
        key: `email:${tenantId}:${email}`,
        max: standIn.settings.hashesPerEmail ?? HASH_SHARES.perEmail,
      },
    ]);
    if (!release) throw identityError('TOO_MANY_ATTEMPTS_TRY_LATER', BUSY_DETAIL);
    let account: Awaited<ReturnType<typeof findAccountByEmail>>;
    let right: boolean;
    try {
      account = await findAccountByEmail(orm, tenantId, email);
      right = account?.passwordHash
        ? await verifyPassword(body.password, account.passwordHash)
        : await verifyNothing(body.password);
    } finally {
      release();
    }
    if (!account || !right) {
      await standIn.guard.failed(tenantId, email, request.ip);
      throw identityError('INVALID_LOGIN_CREDENTIALS');
    }
    if (account.disabled) throw identityError('USER_DISABLED');
    await Promise.all([
      recordSignIn(orm, account.localId),
      standIn.guard.succeeded(tenantId, email, request.ip),
    ]);
    const session = await standIn.issueSession(account, 'password');
    return {
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: account.localId,
      email: account.email ?? email,
      displayName: account.displayName ?? '',
      registered: true,
      ...session,
    };
  });

  app.post(IDENTITY_PATHS.signInWithCustomToken, async (request) => {
    const body = parseIdentityInput(signInWithCustomTokenRequestSchema, request.body);
    const tenantId = await standIn.resolveTenant(body.tenantId);
    const { account, isNewUser } = await signInWithCustomToken(standIn, body.token, tenantId);
    const session = await standIn.issueSession(account, 'custom');
    return {
      kind: 'identitytoolkit#VerifyCustomTokenResponse',
      idToken: session.idToken,
      refreshToken: session.refreshToken,
      expiresIn: session.expiresIn,
      isNewUser,
    };
  });
};
