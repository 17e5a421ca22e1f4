// One federation runtime on the page (ADR 014, decision 4). The host bundles
// @module-federation/runtime-core and publishes it as the global `_FEDERATION_RUNTIME_CORE`
// (`experiments.provideExternalRuntime`); every remote is built with
// `experiments.externalRuntime`, so its remoteEntry.js reads runtime-core from that global instead
// of carrying its own copy. A remote's standalone page has no host: it loads
// `federation-runtime.<hash>.js` first, runtime-core bundled on its own, published under the same
// global. The host never loads that file.
const fs = require('node:fs');
const path = require('node:path');

const esbuild = require('esbuild');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The global the host's runtime plugin writes and an externalRuntime remote reads. */
const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The host's bundler runtime, published for the remotes (bundler-runtime-provider.js, a runtime
 * plugin of the host, as `_KLUBB_FEDERATION_BUNDLER_RUNTIME`) and read by each remote's federation
 * entry in place of its own copy (bundler-runtime-external.js).
 */
const BUNDLER_RUNTIME_PROVIDER = path.join(__dirname, 'bundler-runtime-provider.js');
const BUNDLER_RUNTIME_EXTERNAL = path.join(__dirname, 'bundler-runtime-external.js');

/**
 * A remote's client build: the federation entry's import of the bundler runtime (an absolute path
 * to webpack-bundler-runtime's `dist/bundler.js`, FederationRuntimePlugin's template) becomes
 * bundler-runtime-external.js.
 */
class ExternalBundlerRuntimePlugin {
  apply(compiler) {
    const { NormalModuleReplacementPlugin } = compiler.webpack;
    new NormalModuleReplacementPlugin(
      /webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
      BUNDLER_RUNTIME_EXTERNAL,
    ).apply(compiler);
  }
}

const PLUGIN_NAME = 'KlubbStandaloneRuntimePlugin';

/** The version of @module-federation/runtime-core this preset builds with (the host provides it). */
function federationRuntimeVersion() {
  // runtime-core's exports do not include its package.json: walk up from its entry.
  let dir = path.dirname(require.resolve('@module-federation/runtime-core'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/** The ModuleFederationPlugin `experiments` of a host (provides) or a remote (reads). */
function federationExperiments(isRemote) {
  return isRemote ? { externalRuntime: true } : { provideExternalRuntime: true };
}

/**
 * The host's resolve.alias that keeps it at one runtime-core. `provideExternalRuntime` adds
 * inject-external-runtime-core-plugin by its CommonJS file (require.resolve), whose
 * `require('@module-federation/runtime-tools/runtime-core')` pulls the CommonJS build of
 * runtime-core, sdk and error-codes beside the ES modules the bundler runtime imports: a second
 * runtime in the host (+24 KB gzip in main.js, measured with 2.9.2), and the global would not be
 * the runtime the host itself runs on. Pointed at the ES module runtime-core, it is the same
 * module as the bundler runtime's.
 */
function providedRuntimeAlias() {
  const esm = path.join(
    path.dirname(require.resolve('@module-federation/runtime-core')),
    'index.js',
  );
  if (!fs.existsSync(esm)) throw new Error(`runtime-core has no ES module entry at ${esm}`);
  return { '@module-federation/runtime-tools/runtime-core$': esm };
}

let bundled = null;

/** runtime-core as one script that sets the global, built once per process (watch mode too). */
function standaloneRuntimeSource() {
  if (bundled) return bundled;
  const result = esbuild.buildSync({
    stdin: {
      contents: [
        `import * as core from '@module-federation/runtime-core';`,
        `import { provideBundlerRuntime } from './bundler-runtime-provider.js';`,
        `globalThis.${RUNTIME_GLOBAL} = core;`,
        `provideBundlerRuntime('standalone');`,
      ].join('\n'),
      resolveDir: __dirname,
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  bundled = result.outputFiles[0].text;
  return bundled;
}

/**
 * Emits the standalone page's runtime and puts its script before the page's own (both `defer`, so
 * they run in document order): a remote's standalone page works without a host.
 */
class StandaloneRuntimePlugin {
  constructor({ isDev }) {
    this.isDev = isDev;
  }

  apply(compiler) {
    const { Compilation, sources, util } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      const source = standaloneRuntimeSource();
      const hash = util.createHash('xxhash64').update(source).digest('hex').slice(0, 10);
      const file = this.isDev ? 'federation-runtime.js' : `federation-runtime.${hash}.js`;
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(file, new sources.RawSource(source)),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PLUGIN_NAME, (data) => {
        // Beside the page's own scripts, whatever prefix the public path gave them.
        const first = data.assetTags.scripts.find((tag) => tag.attributes.src);
        const prefix = first ? String(first.attributes.src).replace(/[^/]*$/, '') : '';
        data.assetTags.scripts.unshift({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: PLUGIN_NAME },
          attributes: { defer: true, src: `${prefix}${file}` },
        });
        return data;
      });
    });
  }
}

module.exports = {
  BUNDLER_RUNTIME_PROVIDER,
  ExternalBundlerRuntimePlugin,
  RUNTIME_GLOBAL,
  StandaloneRuntimePlugin,
  federationExperiments,
  federationRuntimeVersion,
  providedRuntimeAlias,
  standaloneRuntimeSource,
};
