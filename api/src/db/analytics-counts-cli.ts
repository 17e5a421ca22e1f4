import { loadConfig } from '../config';
import { readAnalyticsCounts } from '../services/analytics-store';

import { openDatabase } from './open-database';

/**
 * `npm run analytics:counts -- <brandId> [from] [to]` in api/: prints the brand's analytics per
 * UTC day and event from the daily roll-up (today when no day is given).
 */
async function main(): Promise<void> {
  const [brandId, from = new Date().toISOString().slice(0, 10), to = from] = process.argv.slice(2);
  if (!brandId) {
    console.error('Usage: npm run analytics:counts -- <brandId> [from YYYY-MM-DD] [to YYYY-MM-DD]');
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase(loadConfig().database);
  try {
    const counts = await readAnalyticsCounts(database, brandId, from, to);
    if (!counts.length) console.log(`No analytics for ${brandId} from ${from} to ${to}`);
    for (const row of counts) console.log(`${row.day}\t${row.eventName}\t${row.count}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
