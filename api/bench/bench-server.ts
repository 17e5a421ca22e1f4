import type { Server } from 'node:http';

import Fastify from 'fastify';

import { buildApp } from '../src/app';
import { MIGRATIONS_DIR } from '../src/config';
import { runMigrations } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { seedDatabase } from '../src/db/seed';
import { mintIdToken } from '../src/identity/id-tokens';
import { loadKeyRing } from '../src/identity/signing-keys';

/**
 * The bench's server process: the API on a freshly seeded database (in-memory PGlite, or
 * BENCH_DATABASE_URL's PostgreSQL) and, in the same process, a bare Fastify route — the baseline
 * that shows what the framework and the machine give before the API does any work. Prints one
 * JSON line with the ports and a member's ID token, then serves until killed.
 */
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(
  url
    ? { kind: 'postgres', url, schema: `klubb_bench_${process.pid}` }
    : { kind: 'pglite', dataDir: 'memory://' },
);
await runMigrations(database, MIGRATIONS_DIR);
await seedDatabase(database);
// Anna's cart holds two tickets and one item, so the cart read prices something.
await database.sql.exec(
  `INSERT INTO cart_items (user_id, item_variant_id, offer_id, quantity) VALUES
   ('seed-klubb-anna', 'klubb-live-001-00s', 'klubb-live-001', 2),
   ('seed-klubb-anna', 'klubb-benefit-006-s', 'klubb-benefit-006', 1)`,
);

const api = await buildApp({
  config: { publicUrl: 'http://127.0.0.1', production: false, brandCacheTtlMs: 30_000 },
  database,
});
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));

await api.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_API_PORT ?? 0) });
await bare.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_BARE_PORT ?? 0) });
const keys = await loadKeyRing(database.orm);
const nowS = Math.floor(Date.now() / 1000);
const token = await mintIdToken(keys.idToken, 'klubb-local', {
  uid: 'seed-klubb-anna',
  tenantId: 'klubb-a1b2c',
  authTime: nowS,
  signInProvider: 'password',
  email: 'anna@klubb.example',
});
const portOf = (server: { server: Server }) => {
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
console.log(JSON.stringify({ apiPort: portOf(api), barePort: portOf(bare), token }));

process.once('SIGTERM', () => {
  void Promise.all([api.close(), bare.close()])
    .then(async () => {
      if (url) await database.sql.exec(`DROP SCHEMA klubb_bench_${process.pid} CASCADE`);
      await database.close();
    })
    .finally(() => process.exit(0));
});
