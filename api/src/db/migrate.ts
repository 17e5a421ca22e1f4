import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Database } from './database';

const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Any fixed number: every instance that migrates takes the same lock, so two starts never race.
const MIGRATION_LOCK_KEY = 4_000_001;

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version text PRIMARY KEY,
  name text NOT NULL,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/** Reads `NNNN_name.sql` files in version order; any other file in the folder is a mistake. */
export async function readMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => !file.startsWith('.')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match?.[1] || !match[2]) throw new Error(`Not a migration file name: ${file}`);
    const sql = await readFile(join(dir, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    if (migrations.some((m) => m.version === match[1])) {
      throw new Error(`Two migrations share version ${match[1]}`);
    }
    migrations.push({ version: match[1], name: match[2], sql, checksum });
  }
  return migrations;
}

interface AppliedRow {
  version: string;
  checksum: string;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction under
 * an advisory lock, the same way on PGlite and PostgreSQL. A recorded migration whose file has since
 * changed stops the start: migrations are append-only. Returns the versions it applied.
 */
export async function runMigrations(database: Database, dir: string): Promise<string[]> {
  const migrations = await readMigrations(dir);
  await database.transaction(async (sql) => {
    // Under the lock too: two first starts must not both create the table.
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await sql.exec(CREATE_MIGRATIONS_TABLE);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await database.transaction(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const [row] = await sql.query<AppliedRow>(
        'SELECT version, checksum FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      if (row) {
        if (row.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.version}_${migration.name} changed after it was applied; ` +
              'add a new migration instead',
          );
        }
        return false;
      }
      await sql.exec(migration.sql);
      await sql.query(
        'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      );
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
