// A shared package whose public API changed needs a changeset (docs/shared-packages.md): for each
// API report (shared/<pkg>/api-report/<pkg>.api.md, scripts/api-report.mjs) that differs from the
// branch's merge base with main, either a pending changeset in .changeset/ names the package, or
// its package.json version already moved (`changeset version` consumed the changeset).
//   node scripts/check-changesets.mjs     (npm test; KLUBB_BASE_REF picks another base than main)
// Without a base to compare with (a shallow clone without main), it says so and passes: the
// report check itself (api-report.mjs) still fails on an API change that was not accepted.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { ROOT } from '../deploy/src/topology.mjs';

const REPORT = /^shared\/([^/]+)\/api-report\/\1\.api\.md$/;

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The packages a changeset file bumps, from its front matter (`'@klubb/sdk': patch`). */
export function packagesInChangeset(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!front) return [];
  return [...front[1].matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map(
    (m) => m[1],
  );
}

/**
 * The packages (names) whose report changed without a changeset or a version bump.
 * `changedReports`: paths relative to the root; `pending`: package names in .changeset/*.md;
 * `bumped`: package names whose version differs from the base.
 */
export function missingChangesets({ changedReports, pending, bumped }) {
  return changedReports
    .map((path) => REPORT.exec(path)?.[1])
    .filter(Boolean)
    .map((name) => `@klubb/${name}`)
    .filter((pkg) => !pending.has(pkg) && !bumped.has(pkg));
}

function pendingChangesets() {
  const dir = resolve(ROOT, '.changeset');
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir)
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .flatMap((file) => packagesInChangeset(readFileSync(resolve(dir, file), 'utf8'))),
  );
}

function main() {
  const ref =
    process.env.KLUBB_BASE_REF ??
    (git(['rev-parse', '--verify', '-q', 'origin/main']) ? 'origin/main' : 'main');
  const base = git(['merge-base', ref, 'HEAD']);
  if (!base) {
    console.log(
      `changesets: no merge base with ${ref} (shallow clone?): nothing to compare, skipped`,
    );
    return 0;
  }
  // Reports modified in the working tree against the base (committed, staged or not). A report
  // that the base did not have is a package's first one: there is no earlier API to differ from.
  const changed = (
    git(['diff', '--name-only', '--diff-filter=M', base, '--', 'shared']) ?? ''
  ).split('\n');
  const changedReports = changed.filter((path) => REPORT.test(path));
  const bumped = new Set(
    changedReports
      .map((path) => REPORT.exec(path)[1])
      .filter((name) => {
        const file = `shared/${name}/package.json`;
        const before = git(['show', `${base}:${file}`]);
        const now = readFileSync(resolve(ROOT, file), 'utf8');
        return before !== null && JSON.parse(before).version !== JSON.parse(now).version;
      })
      .map((name) => `@klubb/${name}`),
  );
  const missing = missingChangesets({ changedReports, pending: pendingChangesets(), bumped });
  if (missing.length) {
    console.error(
      `changesets: the public API of ${missing.join(', ')} changed (its api-report, against ` +
        `${ref}) but no changeset names it. Add one: \`npx changeset\` (docs/shared-packages.md).`,
    );
    return 1;
  }
  console.log(
    `changesets: ${changedReports.length} changed API report(s) against ${ref}, each with a changeset or a version bump`,
  );
  return 0;
}

if (process.argv[1] === import.meta.filename) process.exitCode = main();
