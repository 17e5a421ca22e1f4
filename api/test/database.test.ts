import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

import { MIGRATIONS_DIR } from '../src/config';
import type { Database } from '../src/db/database';
import { readMigrations, runMigrations } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { isDatabaseEmpty, seedDatabase } from '../src/db/seed';

import { openEmptyDatabase, testTargets } from './helpers/test-database';

// Every table of the Drizzle schema: whatever it exports that is a table.
const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: string;
}

async function columnsOf(database: Database): Promise<ColumnRow[]> {
  return database.sql.query<ColumnRow>(
    `SELECT table_name, column_name, data_type, is_nullable, column_default, is_generated,
       generation_expression FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY table_name, column_name`,
  );
}

async function snapshot(database: Database): Promise<unknown[]> {
  return database.sql.query(
    `SELECT o.*, c.name AS category_name FROM offers o LEFT JOIN categories c ON c.id = o.category_id
     ORDER BY o.id`,
  );
}

describe.each(testTargets())('migrations and seed on %s', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyDatabase(target);
  });
  afterAll(() => database.close());

  it('applies the migrations once, records them, and then has nothing to do', async () => {
    const versions = (await readMigrations(MIGRATIONS_DIR)).map((migration) => migration.version);
    expect(versions[0]).toBe('0001');
    expect(await runMigrations(database, MIGRATIONS_DIR)).toEqual(versions);
    expect(await runMigrations(database, MIGRATIONS_DIR)).toEqual([]);
    const rows = await database.sql.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(versions);
  });

  it('refuses a migration that changed after it was applied', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'klubb-migrations-'));
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      await writeFile(join(dir, '0001_brands_and_offers.sql'), 'SELECT 1;');
      await expect(runMigrations(database, dir)).rejects.toThrow(/changed after it was applied/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failing migration back completely', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'klubb-migrations-'));
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      await writeFile(
        join(dir, '9999_broken.sql'),
        'CREATE TABLE half_done (id int);\nSELECT nope FROM nowhere;',
      );
      await expect(runMigrations(database, dir)).rejects.toThrow();
      const left = await database.sql.query(
        "SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'half_done'",
      );
      expect(left).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has in the database every table and column the Drizzle schema names', async () => {
    const columns = await columnsOf(database);
    expect(TABLES.length).toBeGreaterThan(5);
    for (const table of TABLES) {
      const config = getTableConfig(table);
      const actual = columns.filter((column) => column.table_name === config.name);
      expect(actual.map((column) => column.column_name).sort()).toEqual(
        config.columns.map((column) => column.name).sort(),
      );
      for (const column of config.columns) {
        const row = actual.find((candidate) => candidate.column_name === column.name);
        expect({
          column: `${config.name}.${column.name}`,
          nullable: row?.is_nullable === 'YES',
        }).toEqual({
          column: `${config.name}.${column.name}`,
          nullable: !column.notNull,
        });
      }
    }
  });

  it('seeds an empty database with both brands, and re-seeds to exactly the same rows', async () => {
    expect(await isDatabaseEmpty(database)).toBe(true);
    const first = await seedDatabase(database);
    expect(first.brands).toBe(2);
    expect(first.offers).toBeGreaterThan(130);
    expect(await isDatabaseEmpty(database)).toBe(false);
    const before = await snapshot(database);
    await database.sql.exec("UPDATE offers SET title = 'changed'");
    await seedDatabase(database);
    const after = await snapshot(database);
    // Timestamps the database sets itself differ between runs; everything seeded is the same.
    const strip = (rows: unknown[]) =>
      rows.map((row) => ({ ...(row as object), created_at: undefined, updated_at: undefined }));
    expect(strip(after)).toEqual(strip(before));
  });

  it('seeds what the feeds need: 3 types and 5+ categories for A, no live offers for B', async () => {
    const rows = await database.sql.query<{
      brand_id: string;
      type: string;
      offers: number;
      categories: number;
    }>(
      `SELECT brand_id, type, count(*)::int AS offers, count(DISTINCT category_id)::int AS categories
       FROM offers GROUP BY brand_id, type ORDER BY brand_id, type`,
    );
    const a = rows.filter((row) => row.brand_id === 'klubb');
    expect(a.map((row) => row.type)).toEqual(['benefit', 'editorial', 'live']);
    expect(a.reduce((sum, row) => sum + row.offers, 0)).toBeGreaterThan(90);
    const categories = await database.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM categories WHERE brand_id = 'klubb'",
    );
    expect(categories[0]?.n).toBeGreaterThanOrEqual(5);
    const b = rows.filter((row) => row.brand_id === 'klubb-norge');
    expect(b.map((row) => row.type)).toEqual(['benefit', 'editorial']);
  });

  it('keeps an offer from pointing at another brand’s category', async () => {
    await expect(
      database.sql.exec(
        "UPDATE offers SET category_id = 'klubb-resor' WHERE id = 'norge-benefit-001'",
      ),
    ).rejects.toThrow();
  });
});

// Only where TEST_DATABASE_URL is set: both databases are needed.
const describeWithPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeWithPostgres('PGlite and PostgreSQL agree on the schema', () => {
  it('builds the same tables, columns, indexes and constraints from the migrations', async () => {
    const [lite, postgres] = await Promise.all([
      openEmptyDatabase('pglite'),
      openEmptyDatabase('postgres'),
    ]);
    try {
      await Promise.all([
        runMigrations(lite, MIGRATIONS_DIR),
        runMigrations(postgres, MIGRATIONS_DIR),
      ]);
      expect(await columnsOf(postgres)).toEqual(await columnsOf(lite));
      const indexes = (database: Database) =>
        database.sql.query(
          `SELECT tablename, indexname, regexp_replace(indexdef, ' ON \\S+\\.', ' ON ') AS def
           FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`,
        );
      expect(await indexes(postgres)).toEqual(await indexes(lite));
      // PGlite's newer PostgreSQL also lists NOT NULL as constraints; the columns compare those.
      const constraints = (database: Database) =>
        database.sql.query(
          `SELECT c.conrelid::regclass::text AS table_name, c.conname, c.contype,
             pg_get_constraintdef(c.oid) AS def
           FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
           WHERE n.nspname = current_schema() AND c.contype <> 'n' ORDER BY 1, 2`,
        );
      expect(await constraints(postgres)).toEqual(await constraints(lite));
    } finally {
      await Promise.all([lite.close(), postgres.close()]);
    }
  });
});
