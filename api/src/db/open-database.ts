import type { DatabaseTarget } from '../config';

import type { Database } from './database';

/**
 * Opens the configured database. Each driver is imported only when chosen, so a PGlite start never
 * loads `pg` and a PostgreSQL start never loads the WebAssembly build.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onPoolError?: (error: Error) => void,
): Promise<Database> {
  if (target.kind === 'postgres') {
    const { openPostgresDatabase } = await import('./postgres-database');
    return openPostgresDatabase({ url: target.url, schema: target.schema, onPoolError });
  }
  const { openPgliteDatabase } = await import('./pglite-database');
  return openPgliteDatabase(target.dataDir);
}
