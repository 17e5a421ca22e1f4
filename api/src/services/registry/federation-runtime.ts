import semver from 'semver';

import type { ContractRefusal, RemoteContract } from '@klubb/contracts';

import type { HostContract } from './host-contract';

type Reason = ContractRefusal['reasons'][number];

/**
 * The global an externalRuntime remoteEntry reads @module-federation/runtime-core from (webpack's
 * external names it in the file; a bundled runtime-core never does). Written by the host's
 * inject-external-runtime-core-plugin (`experiments.provideExternalRuntime`).
 */
const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The global a remoteEntry built by @klubb/mf-config reads the host's bundler runtime from (its
 * federation entry's stand-in, shared/mf-config/src/bundler-runtime-external.js), written by the
 * host's runtime plugin (bundler-runtime-provider.js).
 */
const BUNDLER_RUNTIME_GLOBAL = '_KLUBB_FEDERATION_BUNDLER_RUNTIME';

/** What a remote version needs of the federation runtime, and the runtime-core it was built with. */
interface RuntimeNeed {
  external: boolean;
  /** Whether it reads the host's bundler runtime too (ADR 014, decision 4, step 8). */
  bundler: boolean;
  version: string | null;
}

/**
 * Whether a remote version reads the host's federation runtime: measured on its remoteEntry.js
 * when that loaded, whatever its contract says; else the contract's word.
 */
export function runtimeNeed(
  declared: RemoteContract['federationRuntime'],
  entryFile: Buffer | null,
): RuntimeNeed {
  return {
    // An entry that reads the host's bundler runtime needs its runtime-core too (it names only
    // the bundler runtime's global: runtime-core is reached through it).
    external: entryFile
      ? entryFile.includes(RUNTIME_GLOBAL) || entryFile.includes(BUNDLER_RUNTIME_GLOBAL)
      : declared?.external === true,
    bundler: entryFile ? entryFile.includes(BUNDLER_RUNTIME_GLOBAL) : declared?.external === true,
    version: declared?.version ?? null,
  };
}

/**
 * ADR 014's one runtime on the page: a remote built with `experiments.externalRuntime` carries no
 * federation runtime of its own and runs only in a host that provides one, of a version at least
 * its own within the same major (ADR 005: the host goes first).
 */
export function federationRuntimeReasons(need: RuntimeNeed, host: HostContract): Reason[] {
  if (!need.external) return [];
  const provided = host.federationRuntime;
  const built = need.version;
  if (!provided?.provided) {
    return [
      {
        rule: 'federation-runtime',
        detail: `remoteEntry.js reads the federation runtime from the host (externalRuntime${built ? `, runtime-core ${built}` : ''}); the live host does not provide one: deploy a host built with provideExternalRuntime first`,
      },
    ];
  }
  if (need.bundler && provided.bundlerRuntime !== true) {
    return [
      {
        rule: 'federation-runtime',
        detail: `remoteEntry.js reads the federation bundler runtime from the host; the live host provides runtime-core only: deploy a host that provides the bundler runtime first`,
      },
    ];
  }
  if (built && !semver.satisfies(provided.version, `^${built}`)) {
    return [
      {
        rule: 'federation-runtime',
        detail: `remoteEntry.js needs federation runtime-core ^${built}; the live host provides ${provided.version}`,
      },
    ];
  }
  return [];
}
