// A shared package whose public API changed needs a changeset (docs/shared-packages.md): for each
// API report (shared/<pkg>/api-report/<pkg>.api.md, scripts/api-report.mjs) that differs from the
// branch's merge base with main, either a changeset the branch adds (or changes) in .changeset/
// names the package, or its package.json version already moved (`changeset version` consumed the
// changeset). Changesets pending on main do not count (earlier changes'). Why not `changeset
// status --since`: ADR 029.
//   node scripts/check-changesets.mjs     (npm test; KLUBB_BASE_REF picks another base than main)
// Without a base to compare with (a shallow clone without main), it says so and passes: the
// report check itself (api-report.mjs) still fails on an API change that was not accepted.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import parseChangeset from '@changesets/parse';

import { ROOT } from '../deploy/src/topology.mjs';

const REPORT = /^shared\/([^/]+)\/api-report\/\1\.api\.md$/;

function git(args, cwd = ROOT) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The packages a changeset file bumps (its front matter, read by changesets' own parser). */
export function packagesInChangeset(text) {
  return parseChangeset(text).releases.map((release) => release.name);
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

/** The packages the changesets added or changed since `base` name (committed or not). */
export function changesetsSince(base, root = ROOT) {
  const files = [
    git(['diff', '--name-only', '--diff-filter=d', base, '--', '.changeset'], root),
    git(['ls-files', '--others', '--exclude-standard', '--', '.changeset'], root),
  ]
    .join('\n')
    .split('\n')
    .filter((path) => /^\.changeset\/[^/]+\.md$/.test(path) && path !== '.changeset/README.md');
  return new Set(
    files.flatMap((path) => {
      try {
        return packagesInChangeset(readFileSync(resolve(root, path), 'utf8'));
      } catch (error) {
        throw new Error(`changesets: ${path} is not a changeset: ${error.message}`);
      }
    }),
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
  const pending = changesetsSince(base);
  const missing = missingChangesets({ changedReports, pending, bumped });
  if (missing.length) {
    console.error(
      `changesets: the public API of ${missing.join(', ')} changed (its api-report, against ` +
        `${ref}) but no changeset this branch adds names it. Add one: \`npx changeset\` ` +
        `(docs/shared-packages.md).`,
    );
    return 1;
  }
  console.log(
    `changesets: ${changedReports.length} changed API report(s) against ${ref}, each with a changeset or a version bump`,
  );
  return 0;
}

if (process.argv[1] === import.meta.filename) process.exitCode = main();
