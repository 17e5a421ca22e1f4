// The failover proof (issue 17): nginx in front of 3 API instances on one PostgreSQL database
// (and Redis), a bounded mixed load, one instance SIGKILLed and another SIGTERM-restarted during
// it. Card purchases are paid at one payment stand-in of its own process, which every instance
// talks to as Stripe (STRIPE_API_BASE) and which sends its signed webhooks through nginx.
// Prints requests, failures, p50/p99 and every check; writes .reports/failover.json for
// scripts/test.mjs; exits 1 when a check fails. Skips (exit 0, `skipped` in the report) only when
// PostgreSQL or Redis is not reachable. Loopback only, ports 18500–18504, cleans up after itself.
//
//   node scripts/failover.mjs   FAILOVER_DATABASE_URL (else TEST_DATABASE_URL), FAILOVER_REDIS_URL
//                               (else TEST_REDIS_URL, REDIS_URL), FAILOVER_SECONDS
// (scripts/failover.mjs is the entry point; the test lives here, beside the topology it tests.)
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';

import { nginxConfig } from '../nginx-config.mjs';
import { ensureNginx, nginxUser, startNginx } from '../nginx.mjs';
import * as cluster from '../stack/cluster.mjs';

import { createCartLedger, readAnswered } from './cart-ledger.mjs';
import { runChecks } from './checks.mjs';
import { createStats } from './client.mjs';
import { createFixture, MEMBER_PASSWORD } from './fixture.mjs';
import { memberWorker, visitorWorker } from './load.mjs';
import { orderChecks, webhooksSettled } from './orders.mjs';
import { concurrentAdds, lockOutAcrossInstances, signIn } from './probes.mjs';
import { STAND_IN_SECRET_KEY } from './purchase.mjs';
import { reportResults, writeReport } from './report.mjs';

const ADMIN_URL =
  process.env.FAILOVER_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL =
  process.env.FAILOVER_REDIS_URL ??
  process.env.TEST_REDIS_URL ??
  process.env.REDIS_URL ??
  'redis://127.0.0.1:6379';
const DURATION_MS = Number(process.env.FAILOVER_SECONDS ?? 20) * 1000;
const NGINX_PORT = 18_500;
const API_PORTS = [18_501, 18_502, 18_503];
const STAND_IN_PORT = 18_504;
const BASE = `http://127.0.0.1:${NGINX_PORT}`;
const STAND_IN_BASE = `http://127.0.0.1:${STAND_IN_PORT}`;

const log = (text) => console.log(`[failover] ${text}`);
const cleanups = [];

async function main() {
  if (!(await cluster.postgresReachable(ADMIN_URL))) {
    const reason = `PostgreSQL is not reachable at ${ADMIN_URL}: the failover test needs it`;
    log(`SKIPPED: ${reason}`);
    writeReport({ skipped: true, reason, passed: 0, failed: 0 });
    return 0;
  }
  if (!ensureNginx({ log })) throw new Error('nginx is missing and could not be installed');
  const redisUp = await cluster.redisCommand(REDIS_URL, ['PING']).then(
    (r) => r.startsWith('+PONG'),
    () => false,
  );
  if (!redisUp) {
    // Several instances share their lock-out and throttle counters through Redis (ADR 009):
    // without it there is no multi-instance installation to test.
    const reason = `Redis is not reachable at ${REDIS_URL}: the failover test needs it`;
    log(`SKIPPED: ${reason}`);
    writeReport({ skipped: true, reason, passed: 0, failed: 0 });
    return 0;
  }
  const redisPrefix = `klubb-failover-${randomBytes(4).toString('hex')}:`;
  log(`Redis at ${REDIS_URL}: key prefix ${redisPrefix}`);

  const database = await cluster.createDatabase(ADMIN_URL);
  cleanups.push(() => database.drop());
  log(`database ${database.name}`);
  // One "Stripe" for all instances: the payment stand-in in a process of its own, with one
  // webhook secret, delivering through nginx (an event an instance dies on is retried, and
  // nginx passes it to another). Its retries are seconds apart here, not Stripe's hours.
  const payment = {
    webhookSecret: `whsec_failover${randomBytes(12).toString('hex')}`,
    publishableKey: `pk_test_failover${randomBytes(6).toString('hex')}`,
    base: STAND_IN_BASE,
  };
  const env = {
    DATABASE_URL: database.url,
    PUBLIC_URL: BASE,
    // Behind nginx, as in production: the throttles count X-Forwarded-For.
    TRUST_PROXY: 'true',
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: payment.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: payment.publishableKey,
    STRIPE_API_BASE: STAND_IN_BASE,
  };
  cleanups.push(() => cluster.redisDeletePrefix(REDIS_URL, redisPrefix));
  log(`API built in ${await cluster.buildApi()} ms`);
  log(cluster.migrate(env).replaceAll('\n', '; '));

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  cleanups.unshift(() => client.end());
  const fixture = await createFixture(client, { members: 13, codes: 8, tickets: 5 });
  const lockOutMember = fixture.members.pop();

  const started = Date.now();
  const [standIn, ...instances] = await Promise.all([
    cluster.startInstance({
      port: STAND_IN_PORT,
      script: 'dist/payment-stand-in.js',
      readyPath: '/_stand-in/webhooks',
      env: {
        STRIPE_WEBHOOK_SECRET: payment.webhookSecret,
        STRIPE_PUBLISHABLE_KEY: payment.publishableKey,
        PAYMENT_WEBHOOK_URL: `${BASE}/v1/webhook/stripe`,
        PAYMENT_WEBHOOK_RETRY_MS: '250,500,1000,2000,4000',
      },
    }),
    ...API_PORTS.map((port) => cluster.startInstance({ port, env })),
  ]);
  cleanups.unshift(() =>
    Promise.all([standIn, ...instances].map((i) => (i.signal('SIGKILL'), i.exited))),
  );
  log(
    `${instances.length} API instances and the payment stand-in ready in ${Date.now() - started} ms`,
  );

  const prefix = join(tmpdir(), `klubb-failover-nginx-${process.pid}`);
  const nginx = await startNginx({
    prefix,
    config: nginxConfig({
      prefix,
      user: nginxUser(),
      sites: [],
      api: {
        listen: [`127.0.0.1:${NGINX_PORT}`],
        upstreams: API_PORTS.map((p) => `127.0.0.1:${p}`),
      },
    }),
  });
  cleanups.unshift(async () => {
    await nginx.stop();
    rmSync(prefix, { recursive: true, force: true });
  });

  const members = [];
  for (const member of fixture.members) {
    const answer = await signIn(BASE, member.email, MEMBER_PASSWORD);
    if (!answer.json?.idToken)
      throw new Error(`sign-in of ${member.email} failed: ${JSON.stringify(answer.json)}`);
    members.push({
      ...member,
      token: answer.json.idToken,
      cart: createCartLedger(),
      claimErrors: [],
      reconciled: 0,
    });
  }
  log(`${members.length} members signed in through nginx`);

  const stats = createStats();
  const ctx = {
    stats,
    base: BASE,
    offerIds: [],
    fixture,
    payment,
    durationMs: DURATION_MS,
    stopAt: Date.now() + DURATION_MS,
  };
  const load = Promise.all([
    ...members.map((member, index) => memberWorker(ctx, member, index)),
    ...Array.from({ length: 4 }, () => visitorWorker(ctx)),
  ]);
  const [killed, restarted] = [instances[0], instances[1]];
  const events = (async () => {
    await sleep(DURATION_MS * 0.25);
    log(`SIGKILL the instance on ${killed.port} (${stats.requests} requests so far)`);
    killed.signal('SIGKILL');
    await sleep(DURATION_MS * 0.2);
    log(`SIGTERM the instance on ${restarted.port} (${stats.requests} requests so far)`);
    restarted.signal('SIGTERM');
    const { code } = await restarted.exited;
    log(`it exited with code ${code}; starting it again`);
    instances[1] = await cluster.startInstance({ port: restarted.port, env });
    log(`the instance on ${restarted.port} is back (${stats.requests} requests so far)`);
    return code;
  })();
  const [, restartCode] = await Promise.all([load, events]);

  const lockOut = await lockOutAcrossInstances(lockOutMember.email, [API_PORTS[1], API_PORTS[2]]);
  const adds = await concurrentAdds(BASE, members[0], fixture.item, [API_PORTS[1], API_PORTS[2]]);
  // The member's ledger goes on from there: what was read before, plus exactly the adds made.
  readAnswered(members[0].cart, adds.before);
  Object.assign(members[0].cart, { lo: adds.after, hi: adds.after });
  const webhooks = await webhooksSettled(STAND_IN_BASE);
  const checks = await runChecks({ client, fixture, members, stats, lockOut });
  const orders = await orderChecks({
    client,
    fixture,
    members,
    standInBase: STAND_IN_BASE,
    webhooks,
  });
  checks.push(...orders.checks);
  checks.push({
    name: `concurrent cart updates on two instances add up (${adds.count} at once)`,
    ok: adds.ok,
    detail: adds,
  });
  checks.push({
    name: 'the SIGTERMed instance drained and exited 0',
    ok: restartCode === 0,
    detail: { code: restartCode },
  });
  const failed = reportResults({ stats, members, orders, checks, log });
  return failed ? 1 : 0;
}

async function cleanUp() {
  for (const cleanup of cleanups.splice(0))
    await Promise.resolve()
      .then(cleanup)
      .catch((e) => log(`clean-up: ${e.message}`));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    writeReport({ skipped: false, passed: 0, failed: 1, error: String(error?.stack ?? error) });
    await cleanUp();
    process.exit(1);
  });
