import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';

import { ROOT } from '../../deploy/src/topology.mjs';

/**
 * What Node loads before a module's first line runs: its static imports (and re-exports), the
 * files a top-level createRequire(...) or a CommonJS require() pulls in, transitively; not
 * dynamic import(). Answers the bare package specifiers met on the way, with the file naming
 * each.
 */
function packagesLoadedBeforeRunning(entry) {
  const seen = new Set();
  const found = [];
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = file.endsWith('.cjs')
      ? [...source.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)]
      : [
          ...source.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm),
          ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
          ...source.matchAll(/createRequire\([^)]*\)\(\s*['"]([^'"]+)['"]\s*\)/g),
        ];
    for (const [, specifier] of specifiers) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
        found.push(`${specifier} (imported by ${file.replace(`${ROOT}/`, '')})`);
      }
    }
  };
  visit(entry);
  return found;
}

// Every root command a newcomer may run first: the package.json scripts that run a file of ours,
// and the builds alone.
const rootScripts = Object.values(
  JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).scripts,
)
  .map((command) => /^node (\S+\.mjs)\b/.exec(command)?.[1])
  .filter(Boolean);
const entries = [...new Set([...rootScripts, 'scripts/build.mjs'])];

describe('a fresh clone (no node_modules) runs every root command up to its install step', () => {
  test('the root commands are found', () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        'scripts/start.mjs',
        'scripts/test.mjs',
        'scripts/lighthouse.mjs',
        'deploy/src/registry-cli.mjs',
        'scripts/build.mjs',
      ]),
    );
    for (const entry of entries) expect(existsSync(resolve(ROOT, entry))).toBe(true);
  });

  test.each(entries)('%s imports no installed package before it runs', (entry) => {
    expect(packagesLoadedBeforeRunning(resolve(ROOT, entry))).toEqual([]);
  });
});
