// The host's page paints its server-rendered picture before the app's code runs (issue 16,
// ADR 014). The page's scripts (`defer`) become preloads, and one small script of its own
// (first-paint-gate.js) starts them once the picture of the largest contentful paint has
// painted, or at once on a page without one. On a phone the app's first tasks (the federation
// runtime, boot, hydration) no longer run between the picture's arrival and its paint, and the
// scripts still download in parallel with it.
const fs = require('node:fs');
const path = require('node:path');

const esbuild = require('esbuild');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN_NAME = 'KlubbFirstPaintPlugin';

/** How long the app waits at most for the picture (ms): a dead network must not hold it back. */
const FIRST_PAINT_WAIT_MS = 3000;

let minified = null;

/** first-paint-gate.js, minified once per process. */
function firstPaintGateSource() {
  minified ??= esbuild.transformSync(
    fs.readFileSync(path.join(__dirname, 'first-paint-gate.js'), 'utf8'),
    { minify: true, target: 'es2017', legalComments: 'none' },
  ).code;
  return minified;
}

/**
 * The page's head tags with the gate: every `<script src>` the page had becomes a low-priority
 * preload (the priority Chrome gives a `defer` script) and a name in the gate's `data-scripts`.
 */
function gatedScripts(scripts, gateSrc) {
  const sources = scripts.filter((tag) => tag.attributes?.src).map((tag) => tag.attributes.src);
  const others = scripts.filter((tag) => !tag.attributes?.src);
  return [
    {
      tagName: 'script',
      voidTag: false,
      meta: { plugin: PLUGIN_NAME },
      attributes: {
        defer: true,
        src: gateSrc,
        'data-scripts': sources.join(' '),
        'data-wait-ms': String(FIRST_PAINT_WAIT_MS),
      },
    },
    ...sources.map((href) => ({
      tagName: 'link',
      voidTag: true,
      meta: { plugin: PLUGIN_NAME },
      attributes: { rel: 'preload', as: 'script', href, fetchpriority: 'low' },
    })),
    ...others,
  ];
}

/** Emits `first-paint.<hash>.js` and puts it in front of the page's scripts (gatedScripts). */
class FirstPaintPlugin {
  apply(compiler) {
    const { Compilation, sources, util } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      const source = firstPaintGateSource();
      const hash = util.createHash('xxhash64').update(source).digest('hex').slice(0, 10);
      const file = `first-paint.${hash}.js`;
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(file, new sources.RawSource(source)),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PLUGIN_NAME, (data) => {
        // Beside the page's own scripts, whatever prefix the public path gave them.
        const first = data.assetTags.scripts.find((tag) => tag.attributes.src);
        if (!first) return data;
        const prefix = String(first.attributes.src).replace(/[^/]*$/, '');
        data.assetTags.scripts = gatedScripts(data.assetTags.scripts, `${prefix}${file}`);
        return data;
      });
    });
  }
}

module.exports = { FirstPaintPlugin, firstPaintGateSource, gatedScripts };
