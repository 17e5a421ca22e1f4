import { GOOGLE_ID_TOKEN_JWKS_URL, type IdentityConfig } from '../config';
import type { Database } from '../db/database';
import type { Outbox } from '../dev/outbox';
import { createAuthenticator, type Authenticator } from '../http/authenticate';
import type { RateLimitStore } from '../plugins/rate-limit-store';
import type { BrandDirectory } from '../services/brand-directory';

import { createSignInGuard, SIGN_IN_LIMITS, type SignInLimits } from './sign-in-guard';
import { loadKeyRing } from './signing-keys';
import { createIdentityStandIn, type IdentityStandIn } from './stand-in';
import { createIdTokenVerifier, remoteKeys } from './token-verifier';

/** The identity settings a test or a caller leaves out: the stand-in outside production. */
export function identityConfigOf(config: {
  production: boolean;
  identity?: Partial<IdentityConfig>;
}): IdentityConfig {
  return {
    standIn: !config.production,
    projectId: 'klubb-local',
    projectNumber: '100000000001',
    jwksUrl: GOOGLE_ID_TOKEN_JWKS_URL,
    ...config.identity,
  };
}

export interface IdentitySetup {
  /** Null when the stand-in is off (production): Google Identity Platform is the provider. */
  standIn: IdentityStandIn | null;
  authenticator: Authenticator;
}

/**
 * One verifier for development and production: with the stand-in on it trusts the stand-in's
 * published keys (and can ask it about revoked sessions); off, it trusts Google's key set.
 */
export async function setUpIdentity(deps: {
  config: IdentityConfig;
  database: Database;
  brands: BrandDirectory;
  outbox: Outbox;
  rateLimits: RateLimitStore;
  onStoreError?: (error: unknown) => void;
}): Promise<IdentitySetup> {
  const { config } = deps;
  if (!config.standIn) {
    const verify = createIdTokenVerifier({
      projectId: config.projectId,
      keys: remoteKeys(config.jwksUrl),
    });
    return { standIn: null, authenticator: createAuthenticator(verify) };
  }
  const standIn = createIdentityStandIn({
    settings: {
      projectId: config.projectId,
      projectNumber: config.projectNumber,
      ...(config.apiKey ? { apiKey: config.apiKey } : {}),
      ...(config.clientFailureLimit ? { hashesPerClient: config.clientFailureLimit } : {}),
      ...(config.hashesPerEmail ? { hashesPerEmail: config.hashesPerEmail } : {}),
    },
    orm: deps.database.orm,
    keys: await loadKeyRing(deps.database.orm),
    outbox: deps.outbox,
    brands: deps.brands,
    guard: createSignInGuard(deps.rateLimits, {
      ...(deps.onStoreError ? { onStoreError: deps.onStoreError } : {}),
      ...(config.clientFailureLimit ? { limits: clientLimits(config.clientFailureLimit) } : {}),
    }),
  });
  return {
    standIn,
    authenticator: createAuthenticator(standIn.verifyIdToken, standIn.accountState),
  };
}

/** The stand-in's limits with another free allowance per client address (the rest as it is). */
function clientLimits(free: number): SignInLimits {
  return { ...SIGN_IN_LIMITS, perClient: { ...SIGN_IN_LIMITS.perClient, free } };
}
