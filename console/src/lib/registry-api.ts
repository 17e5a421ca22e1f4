import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import {
  CANARY_HEALTH_PATH,
  REGISTRY_PATHS,
  canaryHealthListSchema,
  createTokenBodySchema,
  createdTokenSchema,
  revokeTokenBodySchema,
  tokenListSchema,
  auditEntrySchema,
  operatorBrandSchema,
  operatorSchema,
  publishBodySchema,
  registryStatusSchema,
  rollbackBodySchema,
  remoteOnlyBodySchema,
  setBrandFlagsBodySchema,
  setBrandRemoteBodySchema,
  startCanaryBodySchema,
  type AuditEntry,
  type RegistryToken,
  type RemoteName,
} from '@klubb/contracts';

import { CANARY_WATCH_INTERVAL_MS } from './config';
import { consoleHttp } from './console-sdk';

/** Query keys of the registry: every change invalidates `all`, so every screen is asked again. */
export const registryKeys = {
  all: ['registry'] as const,
  me: () => [...registryKeys.all, 'me'] as const,
  brand: (brandId: string) => [...registryKeys.all, 'brand', brandId] as const,
  audit: (filter: AuditFilter) => [...registryKeys.all, 'audit', filter] as const,
  status: () => [...registryKeys.all, 'status'] as const,
  canaryHealth: () => [...registryKeys.all, 'canary-health'] as const,
  tokens: () => [...registryKeys.all, 'tokens'] as const,
};

/** The machine tokens (platform operators): never with their secrets. */
export const tokensQueryOptions = () =>
  queryOptions({
    queryKey: registryKeys.tokens(),
    queryFn: ({ signal }) =>
      consoleHttp()(REGISTRY_PATHS.tokens, { schema: tokenListSchema, signal }),
  });

/** Each running canary's numbers beside the stable version's (ADR 024), asked again every 10 s. */
export const canaryHealthQueryOptions = () =>
  queryOptions({
    queryKey: registryKeys.canaryHealth(),
    queryFn: ({ signal }) =>
      consoleHttp()(CANARY_HEALTH_PATH, { schema: canaryHealthListSchema, signal }),
    refetchInterval: CANARY_WATCH_INTERVAL_MS,
  });

/** The audit log's filters; an empty one is no filter (a brand operator sees their brand's). */
export interface AuditFilter {
  brandId?: string;
  remote?: string;
  operator?: string;
  action?: string;
}

/** Every brand the operator manages × remotes: which brands a change for every brand reaches. */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: registryKeys.status(),
    queryFn: ({ signal }) =>
      consoleHttp()(REGISTRY_PATHS.status, { schema: registryStatusSchema, signal }),
  });

/** The names of the brands that load the stable version of a remote (on, not pinned). */
export function brandsFollowingStable(
  status:
    | {
        brands: Array<{
          name: string;
          remotes: Array<{ remote: string; enabled: boolean; pinnedVersion: string | null }>;
        }>;
      }
    | undefined,
  remote: RemoteName,
): string[] {
  return (status?.brands ?? [])
    .filter((brand) =>
      brand.remotes.some(
        (state) => state.remote === remote && state.enabled && state.pinnedVersion === null,
      ),
    )
    .map((brand) => brand.name);
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: registryKeys.me(),
    queryFn: ({ signal }) => consoleHttp()(REGISTRY_PATHS.me, { schema: operatorSchema, signal }),
  });

/** One brand as its operator sees it; asked again every 10 s while a canary runs (watching it). */
export const brandQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: registryKeys.brand(brandId),
    queryFn: ({ signal }) =>
      consoleHttp()(REGISTRY_PATHS.brand, {
        query: { brandId },
        schema: operatorBrandSchema,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.remotes.some((remote) => remote.canary) ? CANARY_WATCH_INTERVAL_MS : false,
  });

// The list's wrapper is the API's choice: `{ entries }`, or the bare array.
const auditListSchema = z
  .union([z.object({ entries: z.array(auditEntrySchema) }), z.array(auditEntrySchema)])
  .transform((answer): AuditEntry[] => (Array.isArray(answer) ? answer : answer.entries));

export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: registryKeys.audit(filter),
    queryFn: ({ signal }) =>
      consoleHttp()(REGISTRY_PATHS.audit, {
        query: {
          brandId: filter.brandId || undefined,
          remote: filter.remote || undefined,
          operator: filter.operator || undefined,
          action: filter.action || undefined,
        },
        schema: auditListSchema,
        signal,
      }),
  });

const post = (path: string, body: unknown) =>
  consoleHttp()<unknown>(path, { method: 'POST', body });

/** The changes an operator makes; each body is checked against the contract before it is sent. */
export const registryChanges = {
  setBrandRemote: (body: z.input<typeof setBrandRemoteBodySchema>) =>
    post(REGISTRY_PATHS.setBrandRemote, setBrandRemoteBodySchema.parse(body)),
  setBrandFlags: (body: z.input<typeof setBrandFlagsBodySchema>) =>
    post(REGISTRY_PATHS.setBrandFlags, setBrandFlagsBodySchema.parse(body)),
  publish: (body: z.input<typeof publishBodySchema>) =>
    post(REGISTRY_PATHS.publish, publishBodySchema.parse(body)),
  rollback: (body: z.input<typeof rollbackBodySchema>) =>
    post(REGISTRY_PATHS.rollback, rollbackBodySchema.parse(body)),
  startCanary: (body: z.input<typeof startCanaryBodySchema>) =>
    post(REGISTRY_PATHS.startCanary, startCanaryBodySchema.parse(body)),
  endCanary: (body: z.input<typeof remoteOnlyBodySchema>) =>
    post(REGISTRY_PATHS.endCanary, remoteOnlyBodySchema.parse(body)),
  promoteCanary: (body: z.input<typeof remoteOnlyBodySchema>) =>
    post(REGISTRY_PATHS.promoteCanary, remoteOnlyBodySchema.parse(body)),
  /** A machine token and its secret, answered this once. */
  createToken: async (
    body: z.input<typeof createTokenBodySchema>,
  ): Promise<{ token: RegistryToken; secret: string }> =>
    createdTokenSchema.parse(await post(REGISTRY_PATHS.tokens, createTokenBodySchema.parse(body))),
  revokeToken: (body: z.input<typeof revokeTokenBodySchema>) =>
    post(REGISTRY_PATHS.revokeToken, revokeTokenBodySchema.parse(body)),
};
