import { mkdir } from 'node:fs/promises';

import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { drizzle } from 'drizzle-orm/pglite';

import { lockDataDir } from './data-dir-lock';
import type { Database, SqlRunner } from './database';
import * as schema from './schema';

const MEMORY_PREFIX = 'memory://';

/** A PGlite database can also be written out whole, and started again from that archive. */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

function runnerFor(client: PGlite | Transaction): SqlRunner {
  return {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <Row>(sql: string, params?: unknown[]) =>
      (await client.query<Row>(sql, params)).rows,
  };
}

export interface PgliteOptions {
  /** Start from a `dumpDataDir()` archive instead of an empty cluster (tests: much faster). */
  loadDataDir?: Blob;
}

/**
 * Opens PGlite: PostgreSQL in WebAssembly, in this process. `dataDir` is a folder (created when
 * missing, initialised on first use) or `memory://` for a database that lives as long as the process.
 */
export async function openPgliteDatabase(
  dataDir: string,
  options: PgliteOptions = {},
): Promise<PgliteDatabase> {
  let unlock = async (): Promise<void> => undefined;
  if (!dataDir.startsWith(MEMORY_PREFIX)) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  // btree_gin: the search index holds brand_id beside the text (migrations/0021_scale_indexes.sql).
  const client = await PGlite.create(dataDir, { ...options, extensions: { btree_gin } }).catch(
    async (error: unknown) => {
      await unlock();
      throw error;
    },
  );
  return {
    kind: 'pglite',
    orm: drizzle({ client, schema }),
    sql: runnerFor(client),
    transaction: (work) => client.transaction((tx) => work(runnerFor(tx))),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}
