import type { Database } from '../../src/db/database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { SEED_PASSWORD_HASH } from '../../src/db/seed/members';

/** Onboarded members of brand A made straight in the tables (tokens are minted, not signed in). */
export async function addLoadMembers(
  database: Database,
  count: number,
  prefix = 'race-member',
): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, n) => `${prefix}-${String(n).padStart(3, '0')}`);
  for (const id of ids) {
    await database.sql.query(
      `INSERT INTO auth_users (local_id, tenant_id, email, password_hash, valid_since)
       VALUES ($1, 'klubb-a1b2c', $1 || '@load.example', $2, 0)`,
      [id, SEED_PASSWORD_HASH],
    );
    await database.sql.query(
      `INSERT INTO users (id, brand_id, email, first_name, last_name, brand_role_id, completed_onboarding)
       VALUES ($1, 'klubb', $1 || '@load.example', 'Load', 'Member', 'klubb-role-member', true)`,
      [id],
    );
  }
  return ids;
}

/**
 * Another connection to the same database, as a second API instance would open: on PostgreSQL a
 * pool of its own in the same schema; PGlite has one connection, so both instances share it.
 */
export async function openAgain(database: Database): Promise<Database> {
  if (database.kind === 'pglite') return { ...database, close: async () => undefined };
  const [row] = await database.sql.query<{ schema: string }>('SELECT current_schema() AS schema');
  if (!row) throw new Error('no current schema');
  return openPostgresDatabase({ url: process.env.TEST_DATABASE_URL ?? '', schema: row.schema });
}
