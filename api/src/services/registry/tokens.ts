import { createHash, randomBytes } from 'node:crypto';

import { desc, eq, sql } from 'drizzle-orm';

import {
  REGISTRY_PATHS,
  REGISTRY_TOKEN_PREFIX,
  type RegistryToken,
  type RemoteName,
} from '@klubb/contracts';

import type { Orm } from '../../db/database';
import { registryTokens } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { forbidden, type OperatorContext } from '../../http/operator-context';

export const TOKEN_ERRORS = {
  invalid: 'registry/token-invalid',
  expired: 'registry/token-expired',
  revoked: 'registry/token-revoked',
  nameTaken: 'registry/token-name-taken',
  notFound: 'registry/token-not-found',
} as const;

type TokenRow = typeof registryTokens.$inferSelect;

/** The secret's hash as stored: 32 random bytes need no slow hash, only a one-way one. */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const toToken = (row: TokenRow): RegistryToken => ({
  id: row.id,
  name: row.name,
  remote: row.remote as RemoteName,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Makes a token: its row (the secret's hash only) and the secret, to be shown once. */
export async function createToken(
  tx: Orm,
  input: { name: string; remote: RemoteName; expiresInDays: number; createdBy: string },
): Promise<{ row: TokenRow; secret: string }> {
  const id = randomBytes(9).toString('base64url');
  const secret = `${REGISTRY_TOKEN_PREFIX}${id}_${randomBytes(32).toString('base64url')}`;
  const [taken] = await tx
    .select({ id: registryTokens.id })
    .from(registryTokens)
    .where(eq(registryTokens.name, input.name))
    .limit(1);
  if (taken) {
    throw new ApiError(409, TOKEN_ERRORS.nameTaken, `A token is named ${input.name} already`);
  }
  const [row] = await tx
    .insert(registryTokens)
    .values({
      id,
      name: input.name,
      remote: input.remote,
      secretHash: hashOf(secret),
      createdBy: input.createdBy,
      expiresAt: sql`now() + make_interval(days => ${input.expiresInDays})`,
    })
    .returning();
  if (!row) throw new Error('token not written');
  return { row, secret };
}

export async function listTokens(orm: Orm): Promise<RegistryToken[]> {
  const rows = await orm.select().from(registryTokens).orderBy(desc(registryTokens.createdAt));
  return rows.map(toToken);
}

export async function findToken(orm: Orm, id: string): Promise<TokenRow> {
  const [row] = await orm.select().from(registryTokens).where(eq(registryTokens.id, id)).limit(1);
  if (!row) throw new ApiError(404, TOKEN_ERRORS.notFound, `No token ${id}`);
  return row;
}

/**
 * The caller of a machine token: refused when unknown, revoked or expired; its use is recorded
 * (last use). It acts as the platform on its one remote only (`tokenScope`), and the audit names
 * it by its name.
 */
export async function tokenOperator(orm: Orm, secret: string): Promise<OperatorContext> {
  const [row] = await orm
    .select()
    .from(registryTokens)
    .where(eq(registryTokens.secretHash, hashOf(secret)))
    .limit(1);
  if (!row) throw new ApiError(401, TOKEN_ERRORS.invalid, 'The registry token is not known');
  if (row.revokedAt) {
    throw new ApiError(401, TOKEN_ERRORS.revoked, `The token ${row.name} was revoked`);
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new ApiError(401, TOKEN_ERRORS.expired, `The token ${row.name} has expired`);
  }
  await orm
    .update(registryTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(registryTokens.id, row.id));
  return {
    uid: `token:${row.id}`,
    email: row.name,
    role: 'platform',
    brandId: null,
    authTime: Math.floor(Date.now() / 1000),
    actor: { uid: `token:${row.id}`, email: row.name, kind: 'token' },
    tokenRemote: row.remote as RemoteName,
  };
}

/** What a token may do: publish its remote and run its canaries; read the status. */
const TOKEN_PATHS: ReadonlySet<string> = new Set([
  REGISTRY_PATHS.publish,
  REGISTRY_PATHS.startCanary,
  REGISTRY_PATHS.endCanary,
  REGISTRY_PATHS.promoteCanary,
  REGISTRY_PATHS.status,
]);

/** Refuses a token outside its scope: another path, or another remote than its own. */
export function requireTokenScope(operator: OperatorContext, path: string, body: unknown): void {
  if (!operator.tokenRemote) return;
  if (!TOKEN_PATHS.has(path)) {
    throw forbidden(`A registry token publishes and runs canaries only, not ${path}`);
  }
  const remote = (body as { remote?: unknown } | null)?.remote;
  if (body !== undefined && remote !== operator.tokenRemote) {
    throw forbidden(`The token ${operator.email} is for ${operator.tokenRemote} only`);
  }
}
