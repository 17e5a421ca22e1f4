import { SignJWT } from 'jose';

import { OPERATORS_TENANT_ID } from '@klubb/contracts';

import type { Orm } from '../db/database';
import type { Outbox } from '../dev/outbox';
import type { BrandDirectory } from '../services/brand-directory';

import { findAccount, nowSeconds, type Account } from './account-store';
import { ID_TOKEN_LIFETIME_S, mintIdToken } from './id-tokens';
import { identityError } from './identity-error';
import { issueRefreshToken } from './refresh-tokens';
import type { SignInGuard } from './sign-in-guard';
import type { KeyRing } from './signing-keys';
import {
  createIdTokenVerifier,
  localKeys,
  TokenError,
  type IdTokenVerifier,
  type VerifiedIdToken,
} from './token-verifier';

/** Custom tokens are addressed to the Identity Toolkit service itself (PROTOCOLS.md §1.6). */
export const CUSTOM_TOKEN_AUDIENCE =
  'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';

export interface IdentitySettings {
  projectId: string;
  /** Google answers the project *number* as `project_id` from /v1/token. */
  projectNumber: string;
  /** When set, only this API key is accepted; otherwise any non-empty key, as the emulator does. */
  apiKey?: string;
  /** Password hashes one client address may have running or waiting (HASH_SHARES by default). */
  hashesPerClient?: number;
  /** Password hashes one e-mail address may have running or waiting (HASH_SHARES by default). */
  hashesPerEmail?: number;
}

export interface Session {
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

/** What the stand-in's calls share: the database, the keys and the checks every call makes. */
export interface IdentityStandIn {
  settings: IdentitySettings;
  serviceAccountEmail: string;
  orm: Orm;
  keys: KeyRing;
  outbox: Outbox;
  /** Lock-outs and throttles of sign-in and reset e-mails (rate-limit store). */
  guard: SignInGuard;
  /** The brands: a tenant's authorized domains are its brand's app URLs. */
  brands: BrandDirectory;
  verifyIdToken: IdTokenVerifier;
  /** '' (the project) when none is given; a tenant no brand has (but the operators') is refused. */
  resolveTenant(tenantId: string | undefined): Promise<string>;
  issueSession(
    account: Account,
    provider: 'password' | 'custom',
    authTime?: number,
  ): Promise<Session>;
  idTokenFor(account: Account, provider: string, authTime: number): Promise<string>;
  /** The account an ID token is for, with Google's errors for bad, revoked or foreign tokens. */
  accountOf(idToken: string | undefined, tenantId?: string): Promise<AccountWithToken>;
  /** For the product API's token check: is the account behind a valid token still signed in? */
  accountState(uid: string, authTime: number): Promise<'ok' | 'revoked' | 'disabled' | 'missing'>;
  /** A custom token as the Admin SDK mints it, for the API's own sign-in flows (BankID). */
  mintCustomToken(uid: string, options?: { tenantId?: string; claims?: object }): Promise<string>;
}

export interface AccountWithToken {
  account: Account;
  token: VerifiedIdToken;
}

export function createIdentityStandIn(deps: {
  settings: IdentitySettings;
  orm: Orm;
  keys: KeyRing;
  outbox: Outbox;
  brands: BrandDirectory;
  guard: SignInGuard;
}): IdentityStandIn {
  const { settings, orm, keys } = deps;
  const serviceAccountEmail = `firebase-adminsdk@${settings.projectId}.iam.gserviceaccount.com`;
  const verifyIdToken = createIdTokenVerifier({
    projectId: settings.projectId,
    keys: localKeys(keys.jwks),
  });

  const idTokenFor = (account: Account, provider: string, authTime: number) =>
    mintIdToken(keys.idToken, settings.projectId, {
      uid: account.localId,
      tenantId: account.tenantId,
      authTime,
      signInProvider: provider === 'custom' ? 'custom' : 'password',
      email: account.email,
      emailVerified: account.emailVerified,
      name: account.displayName,
      picture: account.photoUrl,
    });

  return {
    settings,
    serviceAccountEmail,
    orm,
    keys,
    outbox: deps.outbox,
    guard: deps.guard,
    brands: deps.brands,
    verifyIdToken,
    idTokenFor,
    async resolveTenant(tenantId) {
      if (tenantId === undefined || tenantId === '') return '';
      // The operators' tenant is no brand's (ADR 011): the registry's operators sign in there.
      if (tenantId === OPERATORS_TENANT_ID) return tenantId;
      if (!(await deps.brands.findByTenant(tenantId))) throw identityError('INVALID_TENANT_ID');
      return tenantId;
    },
    // Never before the account's validSince, which a credential change sets a second ahead.
    async issueSession(account, provider, authTime = Math.max(nowSeconds(), account.validSince)) {
      const [idToken, refreshToken] = await Promise.all([
        idTokenFor(account, provider, authTime),
        issueRefreshToken(orm, account, authTime, provider),
      ]);
      return { idToken, refreshToken, expiresIn: String(ID_TOKEN_LIFETIME_S) };
    },
    async accountOf(idToken, tenantId) {
      if (!idToken) throw identityError('MISSING_ID_TOKEN');
      let token: VerifiedIdToken;
      try {
        token = await verifyIdToken(idToken);
      } catch (error) {
        if (error instanceof TokenError && error.problem === 'expired') {
          throw identityError('TOKEN_EXPIRED');
        }
        throw identityError('INVALID_ID_TOKEN');
      }
      if (tenantId !== undefined && tenantId !== (token.tenant ?? '')) {
        throw identityError('TENANT_ID_MISMATCH');
      }
      const account = await findAccount(orm, token.uid);
      if (!account || account.tenantId !== (token.tenant ?? '')) {
        throw identityError('USER_NOT_FOUND');
      }
      if (account.disabled) throw identityError('USER_DISABLED');
      if (token.authTime < account.validSince) throw identityError('TOKEN_EXPIRED');
      return { account, token };
    },
    async accountState(uid, authTime) {
      const account = await findAccount(orm, uid);
      if (!account) return 'missing';
      if (account.disabled) return 'disabled';
      return authTime < account.validSince ? 'revoked' : 'ok';
    },
    async mintCustomToken(uid, options = {}) {
      const nowS = nowSeconds();
      return new SignJWT({
        uid,
        ...(options.claims ? { claims: options.claims } : {}),
        ...(options.tenantId ? { tenant_id: options.tenantId } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: keys.customToken.kid })
        .setIssuer(serviceAccountEmail)
        .setSubject(serviceAccountEmail)
        .setAudience(CUSTOM_TOKEN_AUDIENCE)
        .setIssuedAt(nowS)
        .setExpirationTime(nowS + ID_TOKEN_LIFETIME_S)
        .sign(keys.customToken.privateKey);
    },
  };
}
