import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import {
  REGISTRY_PATHS,
  auditEntrySchema,
  createTokenBodySchema,
  createdTokenSchema,
  revokeTokenBodySchema,
  tokenListSchema,
} from '@klubb/contracts';

import { registryTokens } from '../../db/schema';
import { requireOperator, requirePlatform } from '../../http/operator-context';
import { parseInput } from '../../http/parse-input';
import { runChange } from '../../services/registry/registry-change';
import { createToken, findToken, listTokens, toToken } from '../../services/registry/tokens';

import type { RegistryRouteDeps } from './registry-deps';

/**
 * Machine tokens (ADR 018), a platform operator's (a person's: a token makes no token): listed
 * with their last use, created (the secret answered once, stored as a hash), revoked. Creating
 * and revoking are audited like every registry change.
 */
export const opsTokenRoutes: FastifyPluginAsync<RegistryRouteDeps> = async (app, deps) => {
  const { orm } = deps.database;

  app.get(REGISTRY_PATHS.tokens, async (request) => {
    const operator = await requireOperator(request, deps, { change: false });
    requirePlatform(operator, 'manage registry tokens');
    return tokenListSchema.parse({ tokens: await listTokens(orm) });
  });

  app.post(REGISTRY_PATHS.tokens, async (request) => {
    const body = parseInput(createTokenBodySchema, request.body, 'body');
    const operator = await requireOperator(request, deps, { change: true });
    requirePlatform(operator, 'manage registry tokens');
    let created: Awaited<ReturnType<typeof createToken>> | undefined;
    await runChange(deps.database, operator, async ({ tx }) => {
      created = await createToken(tx, { ...body, createdBy: operator.email });
      return {
        brandId: null,
        action: 'token.create',
        target: body.remote,
        before: null,
        after: { name: body.name, expiresAt: created.row.expiresAt.toISOString() },
        reason: body.reason ?? null,
      };
    });
    if (!created) throw new Error('token not created');
    return createdTokenSchema.parse({ token: toToken(created.row), secret: created.secret });
  });

  app.post(REGISTRY_PATHS.revokeToken, async (request) => {
    const body = parseInput(revokeTokenBodySchema, request.body, 'body');
    const operator = await requireOperator(request, deps, { change: true });
    requirePlatform(operator, 'manage registry tokens');
    const entry = await runChange(deps.database, operator, async ({ tx }) => {
      const row = await findToken(tx, body.id);
      await tx
        .update(registryTokens)
        .set({ revokedAt: sql`coalesce(${registryTokens.revokedAt}, now())` })
        .where(eq(registryTokens.id, row.id));
      return {
        brandId: null,
        action: 'token.revoke',
        target: row.remote,
        before: { name: row.name, revoked: row.revokedAt !== null },
        after: { name: row.name, revoked: true },
        reason: body.reason ?? null,
      };
    });
    return auditEntrySchema.parse(entry);
  });
};
