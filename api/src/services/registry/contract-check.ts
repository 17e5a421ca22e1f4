import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import semver from 'semver';
import { z } from 'zod';

import {
  remoteContractSchema,
  type ContractRefusal,
  type RemoteContract,
  type RemoteName,
} from '@klubb/contracts';

import { API_ROOT } from '../../config';

import { federationRuntimeReasons, runtimeNeed } from './federation-runtime';
import { fetchJson, fetchLimited } from './fetch-limited';
import type { HostContract } from './host-contract';
import { moduleReasons, runModuleProbe, type ModuleCheckLimits } from './module-check';
import { originReason } from './remote-origins';

export type Reason = ContractRefusal['reasons'][number];

/**
 * A remoteEntry's budget when budgets.json is not beside the API (a container image): the value
 * budgets.json gives every remote today (gzip bytes, level 9).
 */
export const DEFAULT_REMOTE_ENTRY_BUDGET_BYTES = 10_752;

/** budgets.json's `remoteEntry` budget of a remote (by folder name), as check-budgets.mjs reads it. */
export function remoteEntryBudget(remote: RemoteName, root = resolve(API_ROOT, '..')): number {
  const file = resolve(root, 'budgets.json');
  if (!existsSync(file)) return DEFAULT_REMOTE_ENTRY_BUDGET_BYTES;
  const budgets = JSON.parse(readFileSync(file, 'utf8')) as {
    remoteEntry?: Record<string, number>;
  };
  return budgets.remoteEntry?.[remote.replace('_', '-')] ?? DEFAULT_REMOTE_ENTRY_BUDGET_BYTES;
}

/** The parts of an mf-manifest.json the check reads. */
const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string().default('') }),
  }),
  shared: z
    .array(
      z.object({
        name: z.string(),
        requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
        singleton: z.boolean().optional(),
      }),
    )
    .default([]),
});

/**
 * The names a remote's code imports from a package the live host provides in part (the router,
 * ADR 016) that the host lacks: each would be `undefined` in the remote on the page. `*` (a
 * namespace import) needs the whole package. A contract written before `imports` is not judged.
 */
export function sharedExportReasons(declared: RemoteContract, host: HostContract): Reason[] {
  const hostExports = new Map(host.shared.map((entry) => [entry.name, entry.exports]));
  return declared.shared.flatMap(({ name, imports }) => {
    const provided = hostExports.get(name);
    if (!imports || !provided) return [];
    const missing = imports.filter((imported) => !provided.includes(imported));
    if (missing.length === 0) return [];
    const names = missing.map((imported) =>
      imported === '*' ? 'the whole package (*)' : imported,
    );
    return [
      {
        rule: 'shared-exports' as const,
        detail: `${name}: the remote imports ${names.join(', ')}, which the live host does not provide`,
      },
    ];
  });
}

/**
 * The outcome: every failed rule, and the contract (as declared, with the manifest's shared
 * ranges and the measured entry size) whenever the files loaded, so the caller can add the
 * route rules the registry judges.
 */
export interface CheckOutcome {
  reasons: Reason[];
  contract: RemoteContract | null;
}

/**
 * Loads a remote version as the host would — its mf-manifest.json, the klubb-contract.json its
 * build wrote beside it, and its remoteEntry.js — and judges it against the live host: shared
 * singleton ranges the host's versions must satisfy (ADR 005: the host goes first), a contract
 * version it supports, the entry's size budget. Route collisions need the registry and are the
 * caller's (route-collisions.ts). Every failed rule is a reason; nothing is thrown.
 */
export async function checkRemoteVersion(input: {
  remote: RemoteName;
  manifestUrl: string;
  host: HostContract;
  entryBudgetBytes: number;
  /** The platform's allowed remote origins (KLUBB_REMOTE_ORIGINS): the host's CSP allows these. */
  allowedOrigins: readonly string[];
  moduleLimits?: ModuleCheckLimits;
}): Promise<CheckOutcome> {
  const { remote, manifestUrl, host } = input;
  // Before anything is fetched: the API asks no origin the platform does not serve remotes from.
  const refusedOrigin = originReason(manifestUrl, input.allowedOrigins);
  if (refusedOrigin) return { contract: null, reasons: [refusedOrigin] };
  let manifest: z.infer<typeof manifestSchema>;
  let declared: RemoteContract;
  try {
    const parsed = manifestSchema.safeParse(await fetchJson(manifestUrl));
    if (!parsed.success) throw new Error(`${manifestUrl} is not an mf-manifest.json`);
    manifest = parsed.data;
    if (manifest.name !== remote) {
      throw new Error(`${manifestUrl} is the manifest of ${manifest.name}, not of ${remote}`);
    }
    const contractUrl = new URL('klubb-contract.json', manifestUrl).href;
    const contract = remoteContractSchema.safeParse(await fetchJson(contractUrl));
    if (!contract.success) throw new Error(`${contractUrl} is not a remote contract`);
    declared = contract.data;
  } catch (error) {
    return { contract: null, reasons: [{ rule: 'manifest', detail: (error as Error).message }] };
  }

  const reasons: Reason[] = [];
  if (!host.supportedContracts.includes(declared.contractVersion)) {
    reasons.push({
      rule: 'contract-version',
      detail: `remote-module contract ${declared.contractVersion}; the live host supports ${host.supportedContracts.join(', ')}`,
    });
  }
  const provided = new Map(host.shared.map((entry) => [entry.name, entry.version]));
  for (const shared of manifest.shared) {
    if (!shared.singleton) continue;
    const range = shared.requiredVersion;
    const version = provided.get(shared.name);
    if (version === undefined) {
      reasons.push({
        rule: 'shared-range',
        detail: `${shared.name} is a singleton the live host does not provide`,
      });
    } else if (range && range !== '*' && !semver.satisfies(version, range)) {
      reasons.push({
        rule: 'shared-range',
        detail: `${shared.name} needs ${range}; the live host provides ${version}`,
      });
    }
  }
  reasons.push(...sharedExportReasons(declared, host));
  let entryBytes = declared.remoteEntryBytes;
  let entryFile: Buffer | null = null;
  const entryUrl = new URL(
    `${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`,
    manifestUrl,
  ).href;
  const entryOrigin = originReason(entryUrl, input.allowedOrigins);
  if (entryOrigin) {
    reasons.push(entryOrigin);
  } else {
    try {
      // Measured as budgets.json measures it, whatever the contract file says.
      entryFile = await fetchLimited(entryUrl);
      entryBytes = gzipSync(entryFile, { level: 9 }).length;
      // Then loaded as the host would, in a child process (module-check.ts).
      const report = await runModuleProbe({ entryUrl, remote }, input.moduleLimits);
      reasons.push(...moduleReasons(remote, declared, report));
    } catch (error) {
      reasons.push({ rule: 'module', detail: `remoteEntry: ${(error as Error).message}` });
    }
  }
  if (entryBytes > input.entryBudgetBytes) {
    reasons.push({
      rule: 'entry-size',
      detail: `remoteEntry is ${entryBytes} bytes (gzip); the budget is ${input.entryBudgetBytes}`,
    });
  }
  const need = runtimeNeed(declared.federationRuntime, entryFile);
  reasons.push(...federationRuntimeReasons(need, host));
  // The manifest's ranges, with the names the contract says the remote imports (ADR 016).
  const importsOf = new Map(declared.shared.map((entry) => [entry.name, entry.imports]));
  const shared = manifest.shared.map((entry) => {
    const imports = importsOf.get(entry.name);
    return {
      name: entry.name,
      requiredVersion: entry.requiredVersion ? entry.requiredVersion : '*',
      singleton: entry.singleton ?? false,
      ...(imports ? { imports } : {}),
    };
  });
  const federationRuntime = need.version
    ? { external: need.external, version: need.version }
    : undefined;
  return {
    reasons,
    contract: { ...declared, shared, remoteEntryBytes: entryBytes, federationRuntime },
  };
}
