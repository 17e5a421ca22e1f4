/**
 * @jest-environment node
 */
// The router the host provides (router-provided.js, ADR 016): every name the house's code takes
// from react-router or react-router-dom must be among its exports, or that module would get
// `undefined` from the host on the page (webpack cannot check a shared module's exports).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import {
  ROUTER_PROVIDED,
  ROUTER_PROVIDED_FILE,
  createShared,
  routerAlias,
  routerProvidedNames,
} from './shared.cjs';

const ROOT = resolve(__dirname, '..', '..', '..');
const SOURCE_ROOTS = ['host', 'mf-auth', 'mf-feeds', 'mf-offer', 'mf-commerce', 'mf-more'].map(
  (app) => join(ROOT, app, 'src'),
);
const SHARED_DIR = join(ROOT, 'shared');

/** Every .ts/.tsx file under `dir`, tests and stories left out (they run on the package itself). */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The value names (not types) a source imports from react-router or react-router-dom. */
function routerImports(source: string): string[] {
  const names: string[] = [];
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g;
  for (const [, typeOnly, list = ''] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0] ?? spec);
    }
  }
  return names;
}

describe('the router the host provides', () => {
  it('reads value imports only, whatever their form', () => {
    expect(
      routerImports(
        [
          "import { Link, type Location, useParams as params } from 'react-router-dom';",
          "import type { NavigateFunction } from 'react-router';",
          "import {\n  matchPath,\n  useNavigate,\n} from 'react-router';",
        ].join('\n'),
      ),
    ).toEqual(['Link', 'useParams', 'matchPath', 'useNavigate']);
  });

  it("exports every name the host's and the remotes' sources import from the router", () => {
    const provided = new Set(routerProvidedNames());
    const files = [...SOURCE_ROOTS, SHARED_DIR].flatMap(sourcesUnder);
    const missing = files.flatMap((file) =>
      routerImports(readFileSync(file, 'utf8'))
        .filter((name) => !provided.has(name))
        .map((name) => `${name} (${file.slice(ROOT.length + 1)})`),
    );
    expect(missing).toEqual([]);
    // Each export is used somewhere: an unused one is bytes on every first view.
    const used = new Set(files.flatMap((file) => routerImports(readFileSync(file, 'utf8'))));
    expect([...provided].filter((name) => !used.has(name))).toEqual([]);
  });

  it('is what the host provides under both router keys; a remote keeps its own whole copy', () => {
    const host = createShared(join(ROOT, 'host'));
    const remote = createShared(join(ROOT, 'mf-feeds'), { remote: true });
    for (const key of ['react-router', 'react-router-dom']) {
      expect(host[key]).toMatchObject({ singleton: true, import: ROUTER_PROVIDED });
      expect(remote[key]).not.toHaveProperty('import');
    }
  });

  it("is imported by a request, and reads react-router's ES module entry by one no shared key matches", () => {
    const alias = routerAlias(join(ROOT, 'host'));
    expect(alias[`${ROUTER_PROVIDED}$`]).toBe(ROUTER_PROVIDED_FILE);
    expect(alias['klubb-react-router-impl$']).toMatch(
      /react-router[\\/]dist[\\/]development[\\/]index\.mjs$/,
    );
    expect(Object.keys(createShared(join(ROOT, 'host')))).not.toContain('klubb-react-router-impl');
  });
});
