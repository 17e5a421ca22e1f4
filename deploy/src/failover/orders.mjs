// The failover test's order checks: Stripe's side (the shared payment stand-in, asked through
// Stripe's own list endpoint) against the database the instances wrote, and both against what
// each member's client was told.
import { setTimeout as sleep } from 'node:timers/promises';

import { STAND_IN_SECRET_KEY } from './purchase.mjs';

const check = (name, ok, detail) => ({ name, ok: Boolean(ok), detail });

/** Waits until the stand-in has no webhook in flight (each delivered or given up); its counts. */
export async function webhooksSettled(standInBase, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stats = await fetch(`${standInBase}/_stand-in/webhooks`).then((r) => r.json());
    if (stats.inFlight === 0 || Date.now() > deadline) return stats;
    await sleep(200);
  }
}

/** Every session Stripe's side holds as paid: `GET /v1/checkout/sessions?status=complete`, paged. */
async function paidSessions(standInBase) {
  const paid = [];
  let after = '';
  for (;;) {
    const query = `status=complete&limit=100${after ? `&starting_after=${after}` : ''}`;
    const response = await fetch(`${standInBase}/v1/checkout/sessions?${query}`, {
      headers: { authorization: `Bearer ${STAND_IN_SECRET_KEY}` },
    });
    if (!response.ok) throw new Error(`the stand-in's list answered ${response.status}`);
    const page = await response.json();
    paid.push(...page.data.filter((s) => s.payment_status === 'paid'));
    if (!page.has_more || !page.data.length) return paid;
    after = page.data.at(-1).id;
  }
}

/**
 * 0 lost orders (every paid session has exactly one order, or was refunded because its stock
 * had gone), 0 duplicated orders (none twice for a session, no ticket bought twice by a member
 * with a cap of 1, no order without a paid session), 0 oversold tickets, and the client's view.
 */
export async function orderChecks({ client, fixture, members, standInBase, webhooks }) {
  const paid = await paidSessions(standInBase);
  const paidIds = new Set(paid.map((s) => s.id));
  const { rows: orders } = await client.query(
    `SELECT o.id, o.user_id, o.checkout_session_id, s.refund_id
     FROM orders o LEFT JOIN checkout_sessions s ON s.id = o.checkout_session_id
     WHERE o.payment_method = 'card' AND o.user_id = ANY($1)`,
    [members.map((m) => m.uid)],
  );
  const { rows: refunded } = await client.query(
    'SELECT id FROM checkout_sessions WHERE refund_id IS NOT NULL',
  );
  const refundedIds = new Set(refunded.map((r) => r.id));
  const ordersOf = new Map();
  for (const order of orders)
    ordersOf.set(order.checkout_session_id, [
      ...(ordersOf.get(order.checkout_session_id) ?? []),
      order.id,
    ]);

  const lost = paid.filter((s) => !ordersOf.has(s.id) && !refundedIds.has(s.id)).map((s) => s.id);
  const twice = [...ordersOf].filter(([, ids]) => ids.length > 1);
  const unpaid = orders.filter((o) => !paidIds.has(o.checkout_session_id)).map((o) => o.id);
  const { rows: ticketBuyers } = await client.query(
    `SELECT o.user_id, sum(i.quantity)::int AS tickets FROM order_items i
     JOIN orders o ON o.id = i.order_id
     WHERE i.item_variant_id = $1 AND o.payment_method = 'card' GROUP BY o.user_id`,
    [fixture.ticket.id],
  );
  const overCap = ticketBuyers.filter((row) => row.tickets > 1);
  const sold = ticketBuyers.reduce((n, row) => n + row.tickets, 0);
  const { rows: variant } = await client.query(
    'SELECT available FROM item_variants WHERE id = $1',
    [fixture.ticket.id],
  );
  const left = variant[0].available;

  // The client's view: a member told "paid" and given an order finds that very order.
  const purchases = members.filter((m) => m.purchase).map((m) => ({ uid: m.uid, ...m.purchase }));
  const clientErrors = purchases.flatMap((p) => {
    if (!p.paid) return [];
    const ids = ordersOf.get(p.sessionId) ?? [];
    if (!paidIds.has(p.sessionId)) return [`${p.uid}: paid ${p.sessionId}, not paid at Stripe`];
    if (!p.orderId) return [`${p.uid}: paid ${p.sessionId}, no order answered (${p.status})`];
    return ids.includes(p.orderId) ? [] : [`${p.uid}: answered ${p.orderId}, stored ${ids}`];
  });
  const figures = {
    buyers: purchases.length,
    paidSessions: paid.length,
    orders: orders.length,
    refunded: refundedIds.size,
    // Sold out at the cart (the ticket is not put in) or at the checkout.
    soldOut: purchases.filter((p) => /sold-out|cart-empty/.test(`${p.cart} ${p.checkout}`)).length,
    ticketsSold: sold,
    ticketsLeft: left,
    ticketsInitial: fixture.ticket.initial,
    webhooks,
  };
  return {
    figures,
    checks: [
      check(`the load paid for orders (${paid.length} sessions paid)`, paid.length > 0, figures),
      check('0 lost orders (every paid session has exactly one order, or a refund)', !lost.length, {
        lost,
      }),
      check(
        '0 duplicated orders (one per paid session, cap 1 ticket per member)',
        !twice.length && !overCap.length && !unpaid.length,
        {
          twice,
          overCap,
          withoutPaidSession: unpaid,
        },
      ),
      check(
        '0 oversold tickets (sold <= stock, left >= 0, sold + left <= initial)',
        sold <= fixture.ticket.initial && left >= 0 && sold + left <= fixture.ticket.initial,
        { sold, left, initial: fixture.ticket.initial },
      ),
      check('every member told "paid" got the order that is stored', !clientErrors.length, {
        errors: clientErrors,
        purchases,
      }),
      check(
        'every webhook delivered (none given up)',
        webhooks.inFlight === 0 && webhooks.givenUp === 0,
        webhooks,
      ),
    ],
  };
}
