import { loadConfig, MIGRATIONS_DIR } from '../config';

import { runMigrations } from './migrate';
import { openDatabase } from './open-database';
import { seedDatabase } from './seed';

/** `npm run seed`: migrates, then replaces the seeded data on the configured database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database, MIGRATIONS_DIR);
    const summary = await seedDatabase(database);
    const where = config.database.kind === 'postgres' ? 'DATABASE_URL' : config.database.dataDir;
    console.log(
      `Seeded ${where}: ${summary.brands} brands, ${summary.categories} categories, ${summary.offers} offers`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
