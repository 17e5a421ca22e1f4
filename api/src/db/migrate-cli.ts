import { loadConfig, MIGRATIONS_DIR } from '../config';

import { runMigrations } from './migrate';
import { openDatabase } from './open-database';
import { isDatabaseEmpty, seedDatabase } from './seed';

/**
 * `npm run migrate` in api/: applies new migrations to the configured database and exits. A cluster
 * runs it once per release (the migration Job, deploy/k8s) while the replicas start with
 * MIGRATE_ON_START=false. `--seed-if-empty` also seeds a database that holds no brand yet.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const applied = await runMigrations(database, MIGRATIONS_DIR);
    console.log(applied.length ? `Applied migrations ${applied.join(', ')}` : 'No new migrations');
    if (process.argv.includes('--seed-if-empty') && (await isDatabaseEmpty(database))) {
      const summary = await seedDatabase(database);
      console.log(`Seeded an empty database: ${summary.brands} brands, ${summary.offers} offers`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
