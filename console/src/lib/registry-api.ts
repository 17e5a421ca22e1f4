import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import {
  REGISTRY_PATHS,
  auditEntrySchema,
  operatorBrandSchema,
  operatorSchema,
  publishBodySchema,
  rollbackBodySchema,
  remoteOnlyBodySchema,
  setBrandFlagsBodySchema,
  setBrandRemoteBodySchema,
  startCanaryBodySchema,
  type AuditEntry,
} from '@klubb/contracts';
import { httpRequest } from '@klubb/sdk';

import { CANARY_WATCH_INTERVAL_MS } from './config';

/** Query keys of the registry: every change invalidates `all`, so every screen is asked again. */
export const registryKeys = {
  all: ['registry'] as const,
  me: () => [...registryKeys.all, 'me'] as const,
  brand: (brandId: string) => [...registryKeys.all, 'brand', brandId] as const,
  audit: (brandId: string | null) => [...registryKeys.all, 'audit', brandId ?? '*'] as const,
};

export const meQueryOptions = () =>
  queryOptions({
    queryKey: registryKeys.me(),
    queryFn: ({ signal }) => httpRequest()(REGISTRY_PATHS.me, { schema: operatorSchema, signal }),
  });

/** One brand as its operator sees it; asked again every 10 s while a canary runs (watching it). */
export const brandQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: registryKeys.brand(brandId),
    queryFn: ({ signal }) =>
      httpRequest()(REGISTRY_PATHS.brand, {
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

export const auditQueryOptions = (brandId: string | null) =>
  queryOptions({
    queryKey: registryKeys.audit(brandId),
    queryFn: ({ signal }) =>
      httpRequest()(REGISTRY_PATHS.audit, {
        query: { brandId: brandId ?? undefined },
        schema: auditListSchema,
        signal,
      }),
  });

const post = (path: string, body: unknown) =>
  httpRequest()<unknown>(path, { method: 'POST', body });

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
};
