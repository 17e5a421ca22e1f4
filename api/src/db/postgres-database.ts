import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

import type { Database, SqlRunner } from './database';
import * as schema from './schema';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function runnerFor(client: pg.Pool | pg.PoolClient): SqlRunner {
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <Row>(sql: string, params?: unknown[]) =>
      (await client.query(sql, params)).rows as Row[],
  };
}

export interface PostgresOptions {
  url: string;
  /** A schema to work in (created when missing), e.g. one per test run; default: the URL's search_path. */
  schema?: string;
  onPoolError?: (error: Error) => void;
}

/** Opens a node-postgres pool with time limits, so a stuck query or connection never hangs a request. */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    query_timeout: 15_000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client can lose its connection; without a listener that error would end the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);

  return {
    kind: 'postgres',
    orm: drizzle({ client: pool, schema }),
    sql: runnerFor(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(runnerFor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
