import { z } from 'zod';

import { remoteNameSchema } from './brand';
import { lazySchema } from './lazy-schema';

/**
 * The registry's machine tokens (issue 34, ADR 018): a remote team's CI publishes and runs
 * canaries of one remote with a token, never an operator's password. Paths: REGISTRY_PATHS.tokens
 * and REGISTRY_PATHS.revokeToken.
 */

/** A machine token's secret starts with this, so a leaked one is recognisable (and scannable). */
export const REGISTRY_TOKEN_PREFIX = 'klubb_rt_';

/**
 * A machine token for a remote team's CI: scoped to one remote (publish it, run its canaries),
 * with an expiry; listed with its last use, never with its secret.
 */
export const registryTokenSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    remote: remoteNameSchema,
    createdBy: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  }),
);
export type RegistryToken = z.infer<typeof registryTokenSchema>;

export const createTokenBodySchema = lazySchema(() =>
  z.object({
    name: z
      .string()
      .trim()
      .min(3)
      .max(60)
      .regex(/^[a-z0-9][a-z0-9._-]*$/, 'lower-case letters, digits, dot, dash and underscore'),
    remote: remoteNameSchema,
    /** Days until it expires: 1–365. */
    expiresInDays: z.number().int().min(1).max(365),
    reason: z.string().trim().max(500).optional(),
  }),
);
export const revokeTokenBodySchema = lazySchema(() =>
  z.object({ id: z.string().min(1).max(100), reason: z.string().trim().max(500).optional() }),
);

/** POST /v1/ops/tokens — the token and its secret, shown this once (stored only as a hash). */
export const createdTokenSchema = lazySchema(() =>
  z.object({ token: registryTokenSchema, secret: z.string() }),
);
export const tokenListSchema = lazySchema(() => z.object({ tokens: z.array(registryTokenSchema) }));
