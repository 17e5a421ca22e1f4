// The house's boundaries (STYLE.md, ARCHITECTURE.md), enforced: features do not import each other,
// remotes meet only in the host, shared packages never import an app, the React-free packages stay
// React-free, and session, ui and i18n never import each other. eslint.config.mjs spreads them in.
import { existsSync, readdirSync } from 'node:fs';

import { createNodeResolver, importX } from 'eslint-plugin-import-x';

import { remoteRuntimePaths } from './remote-runtime-imports.mjs';

export const REMOTES = ['mf-auth', 'mf-feeds', 'mf-offer', 'mf-commerce', 'mf-more'];
const REACT_FREE = ['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand', 'i18next'];

const reactFreeImports = (what) => ({
  paths: [
    ...REACT_FREE.map((name) => ({ name, message: `${what} stays React-free (ARCHITECTURE.md).` })),
    ...['@klubb/session', '@klubb/ui', '@klubb/i18n'].map((name) => ({
      name,
      message: `${what} is React-free and may not depend on React packages.`,
    })),
  ],
  patterns: [
    {
      group: ['react/*', 'react-dom/*', 'react-i18next', '@tanstack/react-*'],
      message: `${what} stays React-free (ARCHITECTURE.md).`,
    },
  ],
});

// Relative paths into another app's sources, for files the resolver cannot see yet.
const appSourceRegex = (apps) => `(^|/)(${apps.join('|')})/src(/|$)`;

// Every app with features (host, the remotes, any new app), read from disk so a new feature or
// app is fenced in the day it is born.
const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const FEATURE_APPS = subfolders('.').filter((dir) => existsSync(`${dir}/src/features`));
const NOT_SCRIPTS = subfolders('.').filter((dir) => !/^(\.|node_modules$|scripts$)/.test(dir));

/**
 * Features do not import each other, nor the app they are part of; what two features need lives
 * in the app's shared folders (`lib`, `utils`, `hooks`, `components`), and they meet in `src/app`
 * (bulletproof-react). The shared folders import no feature and not the app.
 */
const featureZones = FEATURE_APPS.flatMap((app) => {
  const features = `./${app}/src/features`;
  return [
    ...subfolders(features).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: `Features do not import each other: move what both need to ${app}/src/lib (or utils), or compose them in ${app}/src/app.`,
    })),
    {
      target: features,
      from: `./${app}/src/app`,
      message: 'Imports flow one way: features never import the app.',
    },
    ...['lib', 'utils', 'hooks', 'components'].map((folder) => ({
      target: `./${app}/src/${folder}`,
      from: [features, `./${app}/src/app`],
      message: `${app}/src/${folder} is shared by features: it imports no feature and not the app.`,
    })),
  ];
});

const appPackages = (except = []) =>
  ['@klubb/host', ...REMOTES.map((r) => `@klubb/${r}`)].filter((p) => !except.includes(p));

/**
 * Import order, imports that resolve (the node resolver reads the TS sources of workspace
 * packages), no cycles, and the one-way zones between apps and features.
 */
export const importRules = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
      }),
    ],
    'import-x/internal-regex': '^@klubb/',
    // Parse TypeScript modules too when following imports (no-cycle), not only `.js`.
    'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
  },
  rules: {
    'import-x/order': [
      'error',
      {
        groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'object'],
        'newlines-between': 'always',
        alphabetize: { order: 'asc', caseInsensitive: true },
      },
    ],
    'import-x/no-duplicates': 'error',
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    // One way only: shared → features → app; remotes meet only in the host (STYLE.md).
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...featureZones,
          ...REMOTES.map((remote) => ({
            target: `./${remote}/src`,
            from: ['./host', ...REMOTES.filter((r) => r !== remote).map((r) => `./${r}`)],
            message: 'A remote never imports the host or another remote: they meet in the host.',
          })),
          {
            target: './host/src',
            from: REMOTES.map((r) => `./${r}`),
            message: 'The host loads remotes at run time (loadRemote), never by import.',
          },
          {
            target: './shared',
            from: ['./host', ...REMOTES.map((r) => `./${r}`), './api'],
            message: 'Shared packages never import an app.',
          },
          {
            target: './api',
            from: [
              './host',
              ...REMOTES.map((r) => `./${r}`),
              './shared/session',
              './shared/ui',
              './shared/i18n',
              './shared/runtime',
            ],
            message: 'The API imports only the React-free shared packages.',
          },
          {
            // scripts/: the root commands' entry points only (issue 36, ADR 029). Every other
            // folder, read from disk (a new package is fenced in the day it is born), and the root's
            // own files.
            target: [...NOT_SCRIPTS.map((dir) => `./${dir}`), './*.{js,mjs,cjs,ts,mts,cts}'],
            from: './scripts',
            message: 'Nothing outside scripts/ imports it: move the code into its package.',
          },
        ],
      },
    ],
  },
};

/** The same boundaries for package names, per app and per shared package. */
export const packageBoundaries = [
  // The same boundaries for package names, plus the React-free packages, plus the SDK rule.
  ...REMOTES.flatMap((remote) => {
    const patterns = [
      {
        group: appPackages([`@klubb/${remote}`]).flatMap((p) => [p, `${p}/*`]),
        message: 'A remote never imports the host or another remote.',
      },
      {
        regex: appSourceRegex(['host', ...REMOTES.filter((r) => r !== remote)]),
        message: 'A remote never imports the host or another remote.',
      },
    ];
    return [
      { files: [`${remote}/src/**`], rules: { 'no-restricted-imports': ['error', { patterns }] } },
      // A remote shares neither @klubb/session, @klubb/i18n nor @klubb/sdk with the host (ADR 015):
      // its own copy would be a second, empty store, i18n instance or unconfigured SDK state. It
      // reads them through the runtime; a test may set the real ones up (testRuntime() is made of
      // them).
      {
        files: [`${remote}/src/**`],
        ignores: ['**/*.test.{ts,tsx}', '**/src/test/**'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns,
              paths: remoteRuntimePaths,
            },
          ],
        },
      },
    ];
  }),
  {
    files: ['host/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: appPackages(['@klubb/host']).flatMap((p) => [p, `${p}/*`]),
              message: 'The host loads remotes at run time (loadRemote), never by import.',
            },
            {
              regex: appSourceRegex(REMOTES),
              message: 'The host loads remotes at run time (loadRemote), never by import.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: appPackages().flatMap((p) => [p, `${p}/*`]),
              message: 'Shared packages never import an app.',
            },
            {
              regex: appSourceRegex(['host', ...REMOTES]),
              message: 'Shared packages never import an app.',
            },
          ],
        },
      ],
    },
  },
  // Which of our packages each shared package may import (ARCHITECTURE.md): contracts none, the
  // SDK contracts; session, ui and i18n never each other (each is usable without the others).
  ...[
    { pkg: 'contracts', ours: [] }, // the pattern below: no `@klubb/*` at all
    { pkg: 'sdk', ours: [] },
    { pkg: 'session', ours: ['@klubb/ui', '@klubb/i18n'] },
    { pkg: 'ui', ours: ['@klubb/session', '@klubb/i18n'] },
    { pkg: 'i18n', ours: ['@klubb/session', '@klubb/ui'] },
    // The runtime names the others' instances (types, and a test runtime of the real ones).
    { pkg: 'runtime', ours: ['@klubb/ui'] },
  ].map(({ pkg, ours }) => {
    const reactFree = ['contracts', 'sdk'].includes(pkg);
    const rules = reactFree ? reactFreeImports(`@klubb/${pkg}`) : { paths: [], patterns: [] };
    return {
      files: [`shared/${pkg}/src/**`],
      // A test may render with the real i18n instance (ui's tests read the real strings); only the
      // package's own code is held to its imports.
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              ...rules.paths.filter((path) =>
                pkg === 'contracts' ? !path.name.startsWith('@klubb/') : !ours.includes(path.name),
              ),
              ...ours.map((name) => ({
                name,
                message: `@klubb/${pkg} does not import ${name} (ARCHITECTURE.md).`,
              })),
            ],
            patterns: [
              ...rules.patterns,
              ...(pkg === 'contracts'
                ? [{ group: ['@klubb/*'], message: '@klubb/contracts imports nothing of ours.' }]
                : []),
              {
                group: appPackages().flatMap((p) => [p, `${p}/*`]),
                message: 'Shared packages never import an app.',
              },
              {
                regex: appSourceRegex(['host', ...REMOTES]),
                message: 'Shared packages never import an app.',
              },
            ],
          },
        ],
      },
    };
  }),
  // The operator console (issue 15) is its own app: it meets the others only through the API.
  {
    files: ['console/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: appPackages().flatMap((p) => [p, `${p}/*`]),
              message: 'The console never imports the host or a remote: it talks to the API.',
            },
            {
              regex: appSourceRegex(['host', ...REMOTES]),
              message: 'The console never imports the host or a remote: it talks to the API.',
            },
          ],
        },
      ],
    },
  },
];
