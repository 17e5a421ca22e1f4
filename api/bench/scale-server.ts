import { buildApp } from '../src/app';
import { MIGRATIONS_DIR } from '../src/config';
import { runMigrations } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { seedDatabase } from '../src/db/seed';
import { mintIdToken } from '../src/identity/id-tokens';
import { loadKeyRing } from '../src/identity/signing-keys';

import { growDatabase, SCALE_MEMBER } from './scale-grow';

/**
 * The scale bench's server process (bench/scale.ts): the API on PostgreSQL (SCALE_DATABASE_URL),
 * in a schema of its own, seeded and grown to SCALE_FACTOR times the seed. Prints one JSON line
 * with its port, the member's ID token and the cursors of the last pages, then serves until killed
 * (and drops its schema).
 */
const url = process.env.SCALE_DATABASE_URL;
const factor = Number(process.env.SCALE_FACTOR ?? 1);
if (!url) throw new Error('SCALE_DATABASE_URL is not set');
const schema = `klubb_scale_${factor}x_${process.pid}`;
// Its connections are named after the schema, so the bench can read their backends' CPU.
const named = new URL(url);
named.searchParams.set('application_name', schema);
const database = await openDatabase({ kind: 'postgres', url: named.toString(), schema });
try {
  await runMigrations(database, MIGRATIONS_DIR);
  await seedDatabase(database);
  await growDatabase(database, factor);
} catch (error) {
  await database.sql.exec(`DROP SCHEMA ${schema} CASCADE`);
  await database.close();
  throw error;
}

// The offer and order the app's last page comes after: the one before the last 30 / 20.
const visible = `brand_id = 'klubb' AND published_at <= now() AND (ends_at IS NULL OR ends_at > now())`;
const [feed] = await database.sql.query<{ id: string; total: number }>(
  `SELECT id, (SELECT count(*)::int FROM offers WHERE ${visible}) AS total FROM offers
    WHERE ${visible} ORDER BY sort_order DESC, published_at DESC, id DESC
    OFFSET GREATEST((SELECT count(*) FROM offers WHERE ${visible}) - 31, 0) LIMIT 1`,
);
const [order] = await database.sql.query<{ id: string }>(
  `SELECT id FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC
    OFFSET GREATEST((SELECT count(*) FROM orders WHERE user_id = $1) - 21, 0) LIMIT 1`,
  [SCALE_MEMBER.uid],
);

const api = await buildApp({
  config: { publicUrl: 'http://127.0.0.1', production: false, brandCacheTtlMs: 30_000 },
  database,
});
await api.listen({ host: '127.0.0.1', port: 0 });
const keys = await loadKeyRing(database.orm);
const token = await mintIdToken(keys.idToken, 'klubb-local', {
  uid: SCALE_MEMBER.uid,
  tenantId: SCALE_MEMBER.tenantId,
  authTime: Math.floor(Date.now() / 1000),
  signInProvider: 'password',
  email: 'anna@klubb.example',
});
const address = api.server.address();
console.log(
  JSON.stringify({
    apiPort: typeof address === 'object' && address ? address.port : 0,
    token,
    lastFeedAfter: feed?.id,
    lastFeedOffset: Math.max((feed?.total ?? 0) - 30, 0),
    lastOrdersAfter: order?.id,
    offers: feed?.total ?? 0,
    applicationName: schema,
  }),
);

process.once('SIGTERM', () => {
  void api
    .close()
    .then(async () => {
      await database.sql.exec(`DROP SCHEMA ${schema} CASCADE`);
      await database.close();
    })
    .finally(() => process.exit(0));
});
