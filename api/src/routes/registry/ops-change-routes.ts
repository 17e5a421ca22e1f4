import type { FastifyPluginAsync } from 'fastify';
import semver from 'semver';

import {
  REGISTRY_PATHS,
  publishBodySchema,
  auditEntrySchema,
  remoteOnlyBodySchema,
  rollbackBodySchema,
  setBrandFlagsBodySchema,
  setBrandRemoteBodySchema,
  startCanaryBodySchema,
} from '@klubb/contracts';

import { ApiError } from '../../http/api-error';
import { requireOperator, requirePlatform } from '../../http/operator-context';
import { parseInput } from '../../http/parse-input';
import type { AuditChange } from '../../services/registry/audit';
import { setBrandFlags, setBrandRemote } from '../../services/registry/brand-changes';
import { REGISTRY_FETCH_TIMEOUT_MS } from '../../services/registry/fetch-limited';
import {
  REGISTRY_ERRORS,
  runChange,
  type ChangeScope,
} from '../../services/registry/registry-change';
import { findVersion, loadRegistry } from '../../services/registry/registry-state';
import { requireTokenScope, tokenOperator } from '../../services/registry/tokens';
import {
  endCanary,
  promoteCanary,
  publishVersion,
  rollback,
  startCanary,
} from '../../services/registry/version-changes';

import type { RegistryRouteDeps } from './registry-deps';

/**
 * The operators' changes. Each: a valid body, a fresh operator session, the role's rights, the
 * change and its audit entry in one transaction, then the public caches of the brands it touches
 * forgotten (here and on every other instance). Each answers its audit entry.
 */
export const opsChangeRoutes: FastifyPluginAsync<RegistryRouteDeps> = async (app, deps) => {
  const { database, registry: settings } = deps;
  const withTokens = {
    ...deps,
    tokenOperator: (secret: string) => tokenOperator(database.orm, secret),
  };

  /** The contract check of one version against the live host; a refusal throws its reasons. */
  const checked = settings.check;

  /**
   * The contract check may take the module probe's whole time-out and the fetches' before it:
   * its two routes get that long instead of the app's 10 s handler time-out (else a slow but
   * honest remote would answer 503 before its refusal or its record).
   */
  const checkHandlerTimeoutMs = settings.moduleLimits.timeoutMs + 4 * REGISTRY_FETCH_TIMEOUT_MS;

  function change(
    path: string,
    handle: (
      body: unknown,
      operator: Awaited<ReturnType<typeof requireOperator>>,
    ) => Promise<{
      work: (scope: ChangeScope) => Promise<AuditChange>;
    }>,
    handlerTimeout?: number,
  ) {
    app.post(path, handlerTimeout ? { handlerTimeout } : {}, async (request) => {
      const operator = await requireOperator(request, withTokens, { change: true });
      // A CI token publishes and runs canaries of its own remote only (ADR 018).
      requireTokenScope(operator, path, request.body ?? null);
      const { work } = await handle(request.body, operator);
      const entry = await runChange(database, operator, work);
      settings.invalidate(entry.brandId ?? undefined);
      // Every change answers its audit entry.
      return auditEntrySchema.parse(entry);
    });
  }

  change(REGISTRY_PATHS.setBrandRemote, async (raw) => {
    const body = parseInput(setBrandRemoteBodySchema, raw, 'body');
    return { work: (scope) => setBrandRemote(scope, body) };
  });

  change(REGISTRY_PATHS.setBrandFlags, async (raw) => {
    const body = parseInput(setBrandFlagsBodySchema, raw, 'body');
    return { work: (scope) => setBrandFlags(scope, body) };
  });

  change(
    REGISTRY_PATHS.publish,
    async (raw, operator) => {
      const body = parseInput(publishBodySchema, raw, 'body');
      // Before anything is fetched: only a platform operator makes the API load a URL.
      requirePlatform(operator, 'publish versions');
      const contract = await checked(body.remote, body.version, body.manifestUrl);
      return { work: (scope) => publishVersion(scope, body, contract) };
    },
    checkHandlerTimeoutMs,
  );

  // A rollback to a named version runs the contract check as a promotion does: the live host
  // may have moved on since that version was stable.
  change(
    REGISTRY_PATHS.rollback,
    async (raw, operator) => {
      const body = parseInput(rollbackBodySchema, raw, 'body');
      requirePlatform(operator, 'roll back');
      if (body.to !== undefined) {
        const registry = await loadRegistry(database.orm);
        const row = findVersion(registry, body.remote, body.to);
        const current = registry.stable.get(body.remote);
        // Unknown versions and roll-forwards are refused in the change, before anything is fetched.
        if (row && current && semver.lt(body.to, current)) {
          await checked(body.remote, body.to, row.manifestUrl);
        }
      }
      return { work: (scope) => rollback(scope, body) };
    },
    checkHandlerTimeoutMs,
  );

  change(REGISTRY_PATHS.startCanary, async (raw) => {
    const body = parseInput(startCanaryBodySchema, raw, 'body');
    return { work: (scope) => startCanary(scope, body) };
  });

  change(REGISTRY_PATHS.endCanary, async (raw) => {
    const body = parseInput(remoteOnlyBodySchema, raw, 'body');
    return { work: (scope) => endCanary(scope, body.remote, body.reason) };
  });

  // The check runs again before a promotion: the live host may have changed since the publish.
  change(
    REGISTRY_PATHS.promoteCanary,
    async (raw, operator) => {
      const body = parseInput(remoteOnlyBodySchema, raw, 'body');
      requirePlatform(operator, 'promote canaries');
      const registry = await loadRegistry(database.orm);
      const canary = registry.canaries.get(body.remote);
      if (!canary)
        throw new ApiError(404, REGISTRY_ERRORS.noCanary, `${body.remote} has no canary`);
      const row = findVersion(registry, body.remote, canary.version);
      const contract = await checked(body.remote, canary.version, row?.manifestUrl ?? '');
      return {
        work: (scope) =>
          promoteCanary(scope, body.remote, {
            version: canary.version,
            contract,
            ...(body.reason ? { reason: body.reason } : {}),
          }),
      };
    },
    checkHandlerTimeoutMs,
  );
};
