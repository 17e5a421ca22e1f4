import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import type * as schema from './schema';

/** Plain SQL on one connection: what the migration runner and the seed's truncation need. */
export interface SqlRunner {
  /** Runs one or more statements without parameters, such as a migration file. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** Drizzle over either driver; queries are written once against this type. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One open database, PGlite or PostgreSQL, behind the same small surface. */
export interface Database {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  /** Plain SQL outside a transaction. */
  sql: SqlRunner;
  /** Runs `work` in one transaction on one connection; a throw rolls it back. */
  transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
