/**
 * @jest-environment node
 */
// One federation runtime on the page (ADR 014): the host provides it, the remotes read it, and a
// remote's standalone page brings its own.
import { join, resolve } from 'node:path';
import { createContext, runInContext } from 'node:vm';

import {
  RUNTIME_GLOBAL,
  StandaloneRuntimePlugin,
  federationExperiments,
  providedRuntimeAlias,
  standaloneRuntimeSource,
} from './federation-runtime.cjs';

const ROOT = resolve(__dirname, '../../..');

interface PluginLike {
  constructor: { name: string };
  _options?: { experiments?: Record<string, unknown> };
}
interface ClientConfig {
  plugins: PluginLike[];
  resolve: { alias: Record<string, string> };
}
type AppConfig = (env: unknown, argv: { mode: string }) => ClientConfig | ClientConfig[];

// The apps' own webpack configs, as `webpack --mode production` loads them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const appConfig = (dir: string): AppConfig => require(join(ROOT, dir, 'webpack.config.cjs'));
// An app with a server build (ADR 014 step 5b) answers [client, server]: the browser's is first.
const configOf = (dir: string): ClientConfig => {
  const config = appConfig(dir)({}, { mode: 'production' });
  return Array.isArray(config) ? (config[0] as ClientConfig) : config;
};
const pluginsOf = (dir: string) => configOf(dir).plugins;
const federationOf = (dir: string) =>
  pluginsOf(dir).find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');

describe('the federation runtime', () => {
  it('is provided by the host and read from it by every remote', () => {
    expect(federationExperiments(false)).toEqual({ provideExternalRuntime: true });
    expect(federationExperiments(true)).toEqual({ externalRuntime: true });
    expect(federationOf('host')?._options?.experiments).toEqual({ provideExternalRuntime: true });
    for (const dir of ['mf-auth', 'mf-feeds', 'mf-offer', 'mf-commerce', 'mf-more']) {
      expect(federationOf(dir)?._options?.experiments).toEqual({ externalRuntime: true });
    }
  });

  it('is one runtime-core in the host: the provided global is the ES module the host runs on', () => {
    const alias = providedRuntimeAlias();
    const target = alias['@module-federation/runtime-tools/runtime-core$'];
    // The file webpack picks for the bundler runtime's `import '@module-federation/runtime-core'`.
    expect(target).toMatch(/runtime-core\/dist\/index\.js$/);
    expect(configOf('host').resolve.alias).toMatchObject(alias);
    expect(configOf('mf-feeds').resolve.alias).toEqual({});
  });

  it('comes with a remote’s standalone page, never with the host’s', () => {
    const standalone = (dir: string) =>
      pluginsOf(dir).some((plugin) => plugin instanceof StandaloneRuntimePlugin);
    expect(standalone('mf-feeds')).toBe(true);
    expect(standalone('host')).toBe(false);
  });

  it('is published for the standalone page under the global a remote reads, whole', () => {
    const context = createContext({});
    runInContext('globalThis.globalThis = globalThis;', context);
    runInContext(standaloneRuntimeSource(), context);
    const published = (context as Record<string, Record<string, unknown>>)[RUNTIME_GLOBAL];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const core = require('@module-federation/runtime-core') as Record<string, unknown>;
    expect(Object.keys(published ?? {}).sort()).toEqual(Object.keys(core).sort());
    expect(typeof published?.ModuleFederation).toBe('function');
  });
});
