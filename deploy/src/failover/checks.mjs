// What the failover test asserts once the load is over, read straight from the database.
import { settle } from './cart-ledger.mjs';
import { percentile } from './client.mjs';

const check = (name, ok, detail) => ({ name, ok: Boolean(ok), detail });

/** Each check: { name, ok, detail }. `members` carry the client's view of each member. */
export async function runChecks({ client, fixture, members, stats, lockOut }) {
  const checks = [];
  checks.push(
    check('0 failed idempotent requests', stats.failedIdempotent.length === 0, {
      failed: stats.failedIdempotent.slice(0, 5),
    }),
  );

  // Claims: no member over the cap of 1, every code the client was given is that member's in the
  // database, and every code went (more claimers than codes).
  const { rows: claimed } = await client.query(
    'SELECT user_id, code FROM voucher_codes WHERE offer_id = $1 AND user_id IS NOT NULL',
    [fixture.claimOffer],
  );
  const perUser = new Map();
  for (const row of claimed)
    perUser.set(row.user_id, [...(perUser.get(row.user_id) ?? []), row.code]);
  const duplicated = [...perUser].filter(([, codes]) => codes.length > 1);
  const lost = members.filter((m) => m.claim && !(perUser.get(m.uid) ?? []).includes(m.claim));
  const unknown = [...perUser.keys()].filter((uid) => !members.find((m) => m.uid === uid)?.claim);
  const claimErrors = members.flatMap((m) => m.claimErrors.map((e) => `${m.uid}: ${e}`));
  checks.push(
    check('0 duplicated claims (cap 1 each)', duplicated.length === 0, { duplicated }),
    check(
      '0 lost claims (every code answered is in the database)',
      lost.length === 0 && unknown.length === 0,
      {
        lost: lost.map((m) => m.uid),
        claimedWithoutAnswer: unknown,
      },
    ),
    check(
      `every code claimed once (${fixture.codes} codes, ${members.length} claimers)`,
      claimed.length === fixture.codes && claimErrors.length === 0,
      {
        claimed: claimed.length,
        errors: claimErrors,
      },
    ),
  );

  // Cart lines: what the database holds is within what each member's client may know.
  const { rows: carts } = await client.query(
    'SELECT user_id, quantity FROM cart_items WHERE item_variant_id = $1',
    [fixture.item.id],
  );
  const cartErrors = members.flatMap((m) => {
    const stored = carts.find((row) => row.user_id === m.uid)?.quantity ?? 0;
    return settle(m.cart, stored).map((e) => `${m.uid}: ${e}`);
  });
  checks.push(
    check('0 lost or duplicated cart lines', cartErrors.length === 0, { errors: cartErrors }),
  );

  // Tickets: never below 0, and what is left plus what is held is what there was.
  const stock = async (variant, initial) => {
    const { rows } = await client.query(
      `SELECT v.available, COALESCE((SELECT sum(quantity)::int FROM stock_reservations r
         WHERE r.item_variant_id = v.id AND r.released_at IS NULL), 0) AS held
       FROM item_variants v WHERE v.id = $1`,
      [variant.id],
    );
    return { ...rows[0], initial };
  };
  const tickets = await stock(fixture.ticket, fixture.ticket.initial);
  checks.push(
    check(
      '0 oversold tickets (left + held = initial, left >= 0)',
      tickets.available >= 0 && tickets.available + tickets.held === tickets.initial,
      tickets,
    ),
  );
  const { rows: sessions } = await client.query(
    "SELECT user_id, count(*)::int AS n FROM checkout_sessions WHERE status = 'open' GROUP BY user_id HAVING count(*) > 1",
  );
  checks.push(check('at most one open checkout per member', sessions.length === 0, { sessions }));

  checks.push(check('the lock-out counts across instances', lockOut.ok, lockOut));
  return checks;
}

export function summarise(stats) {
  return {
    requests: stats.requests,
    failedIdempotent: stats.failedIdempotent.length,
    retriedCut: stats.retriedCut.length,
    failedOther: stats.failedOther.length,
    p50Ms: Math.round(percentile(stats.latencies, 50)),
    p99Ms: Math.round(percentile(stats.latencies, 99)),
  };
}
