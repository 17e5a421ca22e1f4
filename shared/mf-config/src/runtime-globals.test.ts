/**
 * @jest-environment node
 */
// The two globals through which the host hands its federation runtime to the remotes (ADR 014,
// decision 4) are named in five files that cannot import one another cheaply: the host's
// provider plugin and the remote's stub go into the page (a shared module would grow every
// remoteEntry), the contract writer is the build's CommonJS, and the API's registry rule and
// module probe do not depend on the build preset. This test holds them to one spelling.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The name the host's provider publishes (read from it: importing it loads the runtime). */
const BUNDLER_RUNTIME_GLOBAL =
  /export const BUNDLER_RUNTIME_GLOBAL = '(\w+)'/.exec(
    read('shared/mf-config/src/bundler-runtime-provider.js'),
  )?.[1] ?? '(not found)';

/** runtime-core's own global: the name @module-federation/runtime-core reads and writes. */
const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The globals `source`'s code names (comments left out), as string literals or `globalThis.X`. */
function globalsNamedIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const names = code.match(/(?<=['"`]|globalThis\.)_(?:KLUBB_)?FEDERATION_\w*RUNTIME\w*/g) ?? [];
  return [...new Set(names)].sort();
}

describe("the federation runtime's globals, spelled once", () => {
  it("the provider's name is the one its header promised", () => {
    expect(BUNDLER_RUNTIME_GLOBAL).toBe('_KLUBB_FEDERATION_BUNDLER_RUNTIME');
  });

  it.each([
    ['shared/mf-config/src/bundler-runtime-external.js', [BUNDLER_RUNTIME_GLOBAL]],
    ['shared/mf-config/src/federation-runtime.cjs', [RUNTIME_GLOBAL]],
    ['shared/mf-config/src/contract.cjs', [BUNDLER_RUNTIME_GLOBAL]],
    ['api/src/services/registry/federation-runtime.ts', [RUNTIME_GLOBAL, BUNDLER_RUNTIME_GLOBAL]],
    ['api/src/services/registry/module-probe.mjs', [RUNTIME_GLOBAL, BUNDLER_RUNTIME_GLOBAL]],
  ])('%s names exactly these', (path, names) => {
    expect(globalsNamedIn(read(path))).toEqual([...names].sort());
  });
});
