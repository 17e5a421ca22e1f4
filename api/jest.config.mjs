import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API's tests run as native ES modules (PGlite and the API are ESM and use import.meta), so Jest
 * needs Node's VM modules: run it as `npm test` in api/, or with
 * NODE_OPTIONS=--experimental-vm-modules when calling jest directly.
 */
const rootDir = dirname(fileURLToPath(import.meta.url));

export default {
  rootDir,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
    // light-my-request (Fastify's inject) require()s cookie 2, which ships only as ESM. Node 20
    // allows that, Jest's module loader does not before Node 24.9: compile it to CommonJS.
    '/node_modules/cookie/.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // Everything in node_modules stays as it is, except cookie (see above).
  transformIgnorePatterns: ['/node_modules/(?!.*/node_modules/)(?!cookie/)'],
  // An absolute path: the root config reuses this one, and tools that read it from there (knip)
  // would resolve <rootDir> against the workspace root.
  globalSetup: resolve(rootDir, 'test/global-setup.ts'),
  // PGlite starts in about a second from the set-up's archive; PostgreSQL set-up can take longer.
  testTimeout: 20_000,
  // Jest's default on 2 cores is one worker; the files wait mostly on scrypt and the database, so
  // two keep both cores busy (CI and scripts/test.mjs pass the same).
  maxWorkers: 2,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
