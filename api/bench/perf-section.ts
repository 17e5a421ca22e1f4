import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const PERF_FILE = fileURLToPath(new URL('../../docs/perf.md', import.meta.url));

/**
 * Replaces (or adds at the end) the `## <heading>` section of docs/perf.md with `section`,
 * keeping every other section: what `npm run bench -- --write` and `bench:scale -- --write` do.
 */
export async function writePerfSection(heading: string, section: string): Promise<void> {
  const existing = await readFile(PERF_FILE, 'utf8').catch(() => '# Performance\n');
  const start = existing.indexOf(`\n## ${heading}\n`);
  let next = start === -1 ? -1 : existing.indexOf('\n## ', start + 1);
  if (next === -1) next = existing.length;
  const updated =
    start === -1
      ? `${existing.trimEnd()}\n\n${section}`
      : `${existing.slice(0, start)}\n${section}${existing.slice(next)}`;
  await writeFile(PERF_FILE, `${updated.trimEnd()}\n`);
}
