import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import {
  REGISTRY_PATHS,
  REMOTE_NAMES,
  auditListSchema,
  operatorBrandSchema,
  operatorSchema,
  registryStatusSchema,
  type RemoteName,
} from '@klubb/contracts';

import type { Orm } from '../../db/database';
import { brandAppUrls, brands } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import {
  requireBrandAccess,
  requireOperator,
  type OperatorContext,
} from '../../http/operator-context';
import { parseInput } from '../../http/parse-input';
import { listAudit } from '../../services/registry/audit';
import { flagsOf } from '../../services/registry/brand-changes';
import { brandRemoteStates, loadRegistry } from '../../services/registry/registry-state';
import { tokenOperator } from '../../services/registry/tokens';

import type { RegistryRouteDeps } from './registry-deps';

const brandQuerySchema = z.object({ brandId: z.string().min(1).max(100) });
const auditQuerySchema = z.object({
  brandId: z.string().min(1).max(100).optional(),
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  // The global view's filters (issue 34); an empty value is no filter.
  remote: z.enum(REMOTE_NAMES).or(z.literal('flags')).optional(),
  operator: z.string().max(200).optional(),
  action: z.string().max(100).optional(),
});

/** An app URL on a bare IP address (127.0.0.1:3000): a name is what operators know a brand by. */
const onAddress = (url: string) => /^https?:\/\/(\d+\.\d+\.\d+\.\d+|\[[^\]]*\])(:|\/|$)/.test(url);

/** The brands an operator manages, each with its first app URL on a name, in name order. */
async function managedBrands(orm: Orm, operator: OperatorContext) {
  const rows = await orm
    .select({
      id: brands.id,
      name: brands.name,
      config: brands.config,
      appUrl: brandAppUrls.appUrl,
    })
    .from(brands)
    .innerJoin(brandAppUrls, eq(brandAppUrls.brandId, brands.id))
    .where(operator.role === 'platform' ? undefined : inArray(brands.id, [operator.brandId ?? '']))
    .orderBy(asc(brands.name), asc(brandAppUrls.appUrl));
  const byId = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const kept = byId.get(row.id);
    if (!kept || (onAddress(kept.appUrl) && !onAddress(row.appUrl))) byId.set(row.id, row);
  }
  return [...byId.values()];
}

/** The operators' reads: who am I, one brand, the status table, the audit log. */
export const opsReadRoutes: FastifyPluginAsync<RegistryRouteDeps> = async (app, deps) => {
  const { orm } = deps.database;

  app.get(REGISTRY_PATHS.me, async (request) => {
    // Door staff too: the console shows them the scanner and nothing else.
    const operator = await requireOperator(request, deps, {
      change: false,
      roles: ['brand', 'platform', 'door'],
    });
    const managed = await managedBrands(orm, operator);
    return operatorSchema.parse({
      uid: operator.uid,
      email: operator.email,
      role: operator.role,
      brandId: operator.brandId,
      brands: managed.map(({ id, name, appUrl }) => ({ id, name, appUrl })),
    });
  });

  app.get(REGISTRY_PATHS.brand, async (request) => {
    const { brandId } = parseInput(brandQuerySchema, request.query, 'query');
    const operator = await requireOperator(request, deps, { change: false });
    requireBrandAccess(operator, brandId);
    const brand = (await managedBrands(orm, operator)).find((row) => row.id === brandId);
    if (!brand) throw new ApiError(404, 'brand/not-found', `No brand ${brandId}`);
    const registry = await loadRegistry(orm);
    const versions = Object.fromEntries(
      REMOTE_NAMES.map((remote: RemoteName) => [
        remote,
        registry.versions
          .filter((row) => row.remote === remote)
          .map((row) => ({
            remote,
            version: row.version,
            manifestUrl: row.manifestUrl,
            publishedBy: row.publishedBy,
            publishedAt: row.publishedAt.toISOString(),
          })),
      ]),
    );
    return operatorBrandSchema.parse({
      brand: { id: brand.id, name: brand.name, appUrl: brand.appUrl, flags: flagsOf(brand.config) },
      remotes: brandRemoteStates(registry, brandId),
      versions,
    });
  });

  app.get(REGISTRY_PATHS.status, async (request) => {
    // A CI token may read the status too (ADR 018): `deploy status` in a pipeline.
    const operator = await requireOperator(
      request,
      { ...deps, tokenOperator: (secret) => tokenOperator(orm, secret) },
      { change: false },
    );
    const [managed, registry] = await Promise.all([
      managedBrands(orm, operator),
      loadRegistry(orm),
    ]);
    return registryStatusSchema.parse({
      brands: managed.map(({ id, name }) => ({
        id,
        name,
        remotes: brandRemoteStates(registry, id),
      })),
      versions: Object.fromEntries(
        REMOTE_NAMES.map((remote) => [
          remote,
          registry.versions.filter((row) => row.remote === remote).map((row) => row.version),
        ]),
      ),
    });
  });

  app.get(REGISTRY_PATHS.audit, async (request) => {
    const query = parseInput(auditQuerySchema, request.query, 'query');
    const operator = await requireOperator(request, deps, { change: false });
    // A brand operator reads their brand's entries; a platform operator any brand's, or all.
    const brandId = query.brandId ?? (operator.role === 'platform' ? undefined : operator.brandId);
    if (brandId !== undefined && brandId !== null) requireBrandAccess(operator, brandId);
    const entries = await listAudit(orm, {
      ...(brandId ? { brandId } : {}),
      ...(query.before ? { beforeId: query.before } : {}),
      ...(query.remote ? { remote: query.remote } : {}),
      ...(query.operator ? { operator: query.operator } : {}),
      ...(query.action ? { action: query.action } : {}),
    });
    return auditListSchema.parse({ entries });
  });
};
