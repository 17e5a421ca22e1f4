// `npm run build` in api/: the API's entry points as plain ESM JavaScript in dist/, so production
// runs `node dist/main.js` instead of compiling TypeScript at every start (tsx). esbuild bundles
// each entry point into one file: our own TypeScript (api/src and the workspace's @klubb/*
// packages, which export TypeScript source) is compiled in, every npm package stays an import
// from node_modules. No code splitting: src/config.ts finds migrations/ and media/ relative to
// import.meta.url, which holds only while every entry file sits one folder below api/.
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const API_DIR = dirname(fileURLToPath(import.meta.url));
export const DIST_DIR = resolve(API_DIR, 'dist');

/** What production runs: the server, the migration Job's CLI, the seed, and the stand-ins. */
export const ENTRY_POINTS = {
  main: 'src/main.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'seed-cli': 'src/db/seed-cli.ts',
  'analytics-counts-cli': 'src/db/analytics-counts-cli.ts',
  'payment-stand-in': 'src/payment-stand-in.ts',
};

/** npm packages stay external; relative paths and @klubb/* (TypeScript source) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@klubb/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi({ quiet = false } = {}) {
  const started = performance.now();
  rmSync(DIST_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: API_DIR,
    entryPoints: ENTRY_POINTS,
    outdir: DIST_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Fastify's logs and stack traces keep readable function names.
    keepNames: true,
    logLevel: quiet ? 'error' : 'warning',
    plugins: [externalPackages],
  });
  const ms = Math.round(performance.now() - started);
  if (!quiet)
    console.log(`api: built ${Object.keys(ENTRY_POINTS).length} entry points in ${ms} ms`);
  return ms;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildApi();
}
