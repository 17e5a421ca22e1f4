import { MIGRATIONS_DIR, type DatabaseTarget } from './config';
import type { Database } from './db/database';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { isDatabaseEmpty, seedDatabase, type SeedSummary } from './db/seed';

export interface StartedDatabase {
  database: Database;
  migrated: string[];
  /** Set when the database was empty and has just been seeded. */
  seeded?: SeedSummary;
}

/** Opens the database, applies new migrations and seeds it if it holds no brand yet. */
export async function startDatabase(
  target: DatabaseTarget,
  onPoolError?: (error: Error) => void,
): Promise<StartedDatabase> {
  const database = await openDatabase(target, onPoolError);
  try {
    const migrated = await runMigrations(database, MIGRATIONS_DIR);
    if (!(await isDatabaseEmpty(database))) return { database, migrated };
    return { database, migrated, seeded: await seedDatabase(database) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
