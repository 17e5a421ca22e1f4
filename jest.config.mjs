// Jest over the whole workspace: one jsdom project per frontend package (host, mf-*, shared/*),
// the API's own config, and the tooling (deploy/, render/, perf/, eslint/, scripts/). The API and tooling tests are native
// ESM, so scripts/test.mjs runs them in a second invocation with --experimental-vm-modules:
//   jest --ignoreProjects api tooling                                  (frontend)
//   NODE_OPTIONS=--experimental-vm-modules jest --selectProjects api tooling
import { existsSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

const FRONTEND = [
  'host',
  'mf-auth',
  'mf-feeds',
  'mf-offer',
  'mf-commerce',
  'mf-more',
  'console',
  ...readdirSync(resolve(root, 'shared'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(resolve(root, 'shared', d.name, 'package.json')))
    .map((d) => `shared/${d.name}`),
];

const swc = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};

const frontendProject = (dir) => ({
  displayName: dir,
  rootDir: resolve(root, dir),
  // jsdom with Node's fetch, streams and AbortController, so tests meet the network at the HTTP
  // layer (MSW) and the SDK's real client runs.
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|gif|woff2?)$': resolve(root, 'jest/file-stub.cjs'),
  },
  // The compile-time constants @klubb/mf-config's DefinePlugin provides in a build.
  globals: {
    __KLUBB_APP_VERSION__: '0.0.0-test',
    __KLUBB_API_URL__: 'http://localhost:4000',
    __KLUBB_IDENTITY_API_KEY__: '',
    __KLUBB_CONTAINER_SERVICE_URL__: '',
    __KLUBB_SESSION_SYNC_URL__: '',
  },
  setupFiles: [resolve(root, 'jest/polyfills.ts')],
  setupFilesAfterEnv: [resolve(root, 'jest/setup-dom.ts')],
});

const tooling = {
  displayName: 'tooling',
  rootDir: root,
  testEnvironment: 'node',
  transform: {},
  testMatch: [
    '<rootDir>/deploy/src/**/*.test.mjs',
    '<rootDir>/docs/**/*.test.mjs',
    '<rootDir>/eslint/**/*.test.mjs',
    '<rootDir>/perf/src/**/*.test.mjs',
    '<rootDir>/render/src/**/*.test.mjs',
    '<rootDir>/scripts/**/*.test.mjs',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const apiConfigFile = resolve(root, 'api/jest.config.mjs');
const api = existsSync(apiConfigFile)
  ? [{ ...(await import(pathToFileURL(apiConfigFile).href)).default, displayName: 'api' }]
  : [];

export default {
  // A global option: Jest ignores it inside a project. The API suites open PGlite databases, which
  // takes seconds on 2 busy cores; 5 s (the default) flakes there.
  testTimeout: 30_000,
  projects: [...FRONTEND.map(frontendProject), tooling, ...api],
};
