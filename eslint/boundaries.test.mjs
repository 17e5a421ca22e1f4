// The fence around scripts/ (issue 36, ADR 029), through ESLint with the workspace's own config:
// its first list of folders was written by hand and missed render/, added after it.
import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';

import { ESLint } from 'eslint';

import { ROOT } from '../deploy/src/topology.mjs';

const FENCED = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !/^(\.|node_modules$|scripts$)/.test(entry.name))
  .map((entry) => entry.name);

/** The no-restricted-paths messages for a file at `path` that imports scripts/lib/timing.mjs. */
async function fenceMessages(eslint, path) {
  const timing = relative(resolve(ROOT, path, '..'), resolve(ROOT, 'scripts/lib/timing.mjs'));
  const spec = timing.startsWith('.') ? timing : `./${timing}`;
  const code = `import { cpuSeconds } from '${spec}';\n\nexport const later = () => import('${spec}');\nexport { cpuSeconds };\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
}

describe('nothing outside scripts/ imports it', () => {
  const eslint = new ESLint({ cwd: ROOT });
  // Loading the config and its plugins takes seconds on an idle core, more than 30 on a busy one.
  beforeAll(() => eslint.calculateConfigForFile(resolve(ROOT, 'fence-probe.mjs')), 120_000);

  it.each([...FENCED.map((dir) => `${dir}/src/fence-probe.mjs`), 'fence-probe.mjs'])(
    '%s may not import scripts/',
    async (path) => {
      // A folder ESLint ignores as a whole (a local coverage/ at the root) is not linted at all.
      if (await eslint.isPathIgnored(resolve(ROOT, path))) return;
      const messages = await fenceMessages(eslint, path);
      // The static import and the dynamic one.
      expect(messages).toHaveLength(2);
      expect(messages[0].message).toMatch(/Nothing outside scripts\/ imports it/);
    },
  );

  it('covers the render service and the e2e suite (a list read from disk can lose none)', () => {
    expect(FENCED).toEqual(expect.arrayContaining(['render', 'e2e', 'host', 'deploy', 'api']));
  });

  it('lets scripts/ import itself', async () => {
    expect(await fenceMessages(eslint, 'scripts/lib/fence-probe.mjs')).toEqual([]);
  });
});
