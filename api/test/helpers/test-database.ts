import { randomBytes } from 'node:crypto';

import { MIGRATIONS_DIR } from '../../src/config';
import type { Database } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { seedDatabase } from '../../src/db/seed';

import { copySnapshotKeys, loadSnapshot } from './pglite-snapshots';

export type TestTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export function testTargets(): TestTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * One target, the one closest to production (PostgreSQL when TEST_DATABASE_URL is set, else
 * PGlite), for a test whose subject never reads the database: the sign-in throttles over their
 * rate-limit store, the hash queue in memory, a remote's module in the probe's child process. Run
 * on both, they repeated the same real work (a scrypt hash is 0.41 CPU s, the spinning remote 12
 * CPU s) for no check the database takes part in.
 */
export function oneTarget(): TestTarget {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * An empty database of the target kind. On PostgreSQL each call works in a schema of its own, so
 * parallel test files and runs never meet; closing drops it.
 */
export async function openEmptyDatabase(target: TestTarget): Promise<Database> {
  if (target === 'pglite') {
    const loadDataDir = await loadSnapshot('empty');
    return openPgliteDatabase('memory://', loadDataDir ? { loadDataDir } : {});
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `klubb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openPostgresDatabase({ url, schema });
  return {
    ...database,
    close: async () => {
      await database.sql.exec(`DROP SCHEMA ${schema} CASCADE`);
      await database.close();
    },
  };
}

/** A migrated and seeded database of the target kind. */
export async function openSeededDatabase(target: TestTarget): Promise<Database> {
  if (target === 'pglite') {
    const loadDataDir = await loadSnapshot('seeded');
    if (loadDataDir) return openPgliteDatabase('memory://', { loadDataDir });
  }
  const database = await openEmptyDatabase(target);
  await runMigrations(database, MIGRATIONS_DIR);
  await seedDatabase(database);
  await copySnapshotKeys(database);
  return database;
}
