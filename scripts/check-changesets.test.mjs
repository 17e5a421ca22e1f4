import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { changesetsSince, missingChangesets, packagesInChangeset } from './check-changesets.mjs';

const changeset = (...packages) =>
  `---\n${packages.map((name) => `'${name}': patch`).join('\n')}\n---\n\nA change.\n`;

describe('check-changesets', () => {
  it('reads the packages a changeset bumps from its front matter', () => {
    const text = '---\n\'@klubb/sdk\': patch\n"@klubb/ui": minor\n---\n\nAdds `useThing`.\n';
    expect(packagesInChangeset(text)).toEqual(['@klubb/sdk', '@klubb/ui']);
    expect(() => packagesInChangeset('no front matter')).toThrow(/frontmatter/);
  });

  it('asks for a changeset for each changed report without one or a version bump', () => {
    const changedReports = [
      'shared/sdk/api-report/sdk.api.md',
      'shared/ui/api-report/ui.api.md',
      'shared/i18n/api-report/i18n.api.md',
      'shared/sdk/src/index.ts',
    ];
    expect(
      missingChangesets({
        changedReports,
        pending: new Set(['@klubb/sdk']),
        bumped: new Set(['@klubb/ui']),
      }),
    ).toEqual(['@klubb/i18n']);
    expect(missingChangesets({ changedReports, pending: new Set(), bumped: new Set() })).toEqual([
      '@klubb/sdk',
      '@klubb/ui',
      '@klubb/i18n',
    ]);
  });

  it("counts only the branch's changesets, committed or not, not those pending on main", () => {
    // main had 43 changesets that were never consumed, naming every shared package with a
    // report: counted, they let any API change pass.
    const root = mkdtempSync(join(tmpdir(), 'changesets-'));
    const git = (...args) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        cwd: root,
        encoding: 'utf8',
      }).stdout.trim();
    try {
      git('init', '-q');
      mkdirSync(join(root, '.changeset'));
      writeFileSync(join(root, '.changeset/README.md'), 'Changesets.\n');
      writeFileSync(join(root, '.changeset/on-main.md'), changeset('@klubb/sdk'));
      git('add', '-A');
      git('commit', '-qm', 'main');
      const base = git('rev-parse', 'HEAD');
      expect(changesetsSince(base, root)).toEqual(new Set());

      writeFileSync(join(root, '.changeset/README.md'), 'Changesets, changed.\n');
      writeFileSync(join(root, '.changeset/committed.md'), changeset('@klubb/ui'));
      git('add', '-A');
      git('commit', '-qm', 'branch');
      writeFileSync(join(root, '.changeset/not-added.md'), changeset('@klubb/i18n'));
      expect(changesetsSince(base, root)).toEqual(new Set(['@klubb/ui', '@klubb/i18n']));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
