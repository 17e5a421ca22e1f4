// The failover proof's results: the figures, the orders and every check printed, and
// .reports/failover.json written for scripts/test.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { ROOT } from '../topology.mjs';

import { summarise } from './checks.mjs';

const REPORT = resolve(ROOT, '.reports/failover.json');

export function writeReport(report) {
  mkdirSync(resolve(ROOT, '.reports'), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
}

/** Prints the run's figures and checks, writes the report, and answers how many checks failed. */
export function reportResults({ stats, members, orders, checks, log }) {
  const figures = summarise(stats);
  const reconciled = members.reduce((n, m) => n + m.reconciled, 0);
  log(
    `requests ${figures.requests}, failed idempotent ${figures.failedIdempotent} ` +
      `(cut answers asked once more, as the app does: ${figures.retriedCut}), failed others ` +
      `${figures.failedOther} (reconciled by reading again: ${reconciled}), p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`,
  );
  const o = orders.figures;
  log(
    `orders: ${o.buyers} buyers, ${o.paidSessions} sessions paid at the stand-in, ${o.orders} orders, ` +
      `${o.refunded} refunded, ${o.soldOut} sold out; tickets ${o.ticketsSold} sold, ${o.ticketsLeft} left ` +
      `of ${o.ticketsInitial}; webhooks ${o.webhooks.delivered} delivered, ${o.webhooks.retried} retries, ` +
      `${o.webhooks.givenUp} given up`,
  );
  for (const c of checks)
    log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.ok ? '' : ` ${JSON.stringify(c.detail)}`}`);
  const failed = checks.filter((c) => !c.ok).length;
  writeReport({
    skipped: false,
    passed: checks.length - failed,
    failed,
    figures,
    orders: orders.figures,
    reconciled,
    checks,
    failedSample: [...stats.failedIdempotent, ...stats.failedOther].slice(0, 20),
  });
  return failed;
}
