import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { API_ROOT, MIGRATIONS_DIR } from '../../src/config';
import type { Database } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { seedDatabase } from '../../src/db/seed';
import { loadKeyRing } from '../../src/identity/signing-keys';

/**
 * Starting PGlite from scratch runs initdb in WebAssembly (seconds); starting it from an archive of
 * a ready cluster takes about one. Jest's global set-up builds two archives — an empty cluster and a
 * migrated, seeded one — and test files start from them. The archives are kept in the system's temp
 * folder under a hash of everything that shapes them, so they are rebuilt only when that changes.
 */
export type SnapshotKind = 'empty' | 'seeded';

const SNAPSHOT_DIR = join(tmpdir(), 'klubb-api-test');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = await readFile(
    join(API_ROOT, '../node_modules/@electric-sql/pglite/package.json'),
  );
  hash.update(pglite);
  for (const file of [
    ...(await filesUnder(MIGRATIONS_DIR)),
    ...(await filesUnder(join(API_ROOT, 'src/db'))),
    // The seed prices its orders with the API's own variant mapper.
    join(API_ROOT, 'src/services/item-variants.ts'),
  ]) {
    hash.update(relative(API_ROOT, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const pathOf = (key: string, kind: SnapshotKind) =>
  join(SNAPSHOT_DIR, `pglite-${key}-${kind}.tar.gz`);
const keysPath = (key: string) => join(SNAPSHOT_DIR, `pglite-${key}-keys.json`);

async function writeAtomically(path: string, blob: Blob): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, Buffer.from(await blob.arrayBuffer()));
  await rename(temporary, path);
}

/** Builds the archives for the current sources unless they exist; drops outdated ones. */
export async function ensureSnapshots(): Promise<void> {
  const key = await snapshotKey();
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  const existing = await readdir(SNAPSHOT_DIR);
  for (const name of existing.filter((file) => file.startsWith('pglite-') && !file.includes(key))) {
    await rm(join(SNAPSHOT_DIR, name), { force: true });
  }
  const ready = [`pglite-${key}-seeded.tar.gz`, `pglite-${key}-keys.json`];
  if (ready.every((name) => existing.includes(name))) return;
  const database = await openPgliteDatabase('memory://');
  try {
    await writeAtomically(pathOf(key, 'empty'), await database.dumpDataDir());
    await runMigrations(database, MIGRATIONS_DIR);
    await seedDatabase(database);
    // The identity stand-in's keys too: making two RSA keys per test file costs more than the file.
    await loadKeyRing(database.orm);
    const keys = await database.sql.query('SELECT * FROM auth_signing_keys');
    await writeFile(keysPath(key), JSON.stringify(keys));
    await writeAtomically(pathOf(key, 'seeded'), await database.dumpDataDir());
  } finally {
    await database.close();
  }
}

interface KeyRow {
  kid: string;
  purpose: string;
  private_jwk: unknown;
  public_jwk: unknown;
}

/** Copies the set-up's signing keys into a database seeded without the archive (PostgreSQL). */
export async function copySnapshotKeys(database: Database): Promise<void> {
  let rows: KeyRow[];
  try {
    rows = JSON.parse(await readFile(keysPath(await snapshotKey()), 'utf8')) as KeyRow[];
  } catch {
    return;
  }
  for (const row of rows) {
    await database.sql.query(
      'INSERT INTO auth_signing_keys (kid, purpose, private_jwk, public_jwk) VALUES ($1, $2, $3, $4)',
      [row.kid, row.purpose, JSON.stringify(row.private_jwk), JSON.stringify(row.public_jwk)],
    );
  }
}

/** The archive of the given kind for the current sources, if the global set-up made one. */
export async function loadSnapshot(kind: SnapshotKind): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(pathOf(await snapshotKey(), kind))]);
  } catch {
    return undefined;
  }
}
