import { randomUUID } from 'node:crypto';

import {
  CHECKOUT_SESSION_LIFETIME_MS,
  ERROR_CODES,
  type Brand,
  type CheckoutSession,
  type ShoppingCart,
} from '@klubb/contracts';

import type { Database, SqlRunner } from '../db/database';
import type { CheckoutSnapshot } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { PaymentProvider } from '../payments/payment-provider';

import { cartView, type PricedLine } from './cart-view';
import { fulfilPaidSession, lockSession } from './fulfilment';
import { refundOwed } from './refunds';
import { releaseExpiredSessions, releaseSession, reserveStock } from './stock-reservations';
import { expireWaitingListOffers, takeHeldTickets } from './tickets/waiting-list-offers';

/**
 * The member's earlier purchases and live reservations of these variants. A place on a waiting
 * list (an interest registration) is not a purchase.
 */
async function heldQuantities(sql: SqlRunner, userId: string, variantIds: string[]) {
  const rows = await sql.query<{ item_variant_id: string; quantity: number }>(
    `SELECT item_variant_id, sum(quantity)::int AS quantity FROM (
       SELECT i.item_variant_id, i.quantity FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.user_id = $1 AND i.item_variant_id = ANY($2)
         AND o.payment_method <> 'interest_registration'
       UNION ALL
       SELECT r.item_variant_id, r.quantity FROM stock_reservations r
       JOIN checkout_sessions s ON s.id = r.checkout_session_id
       WHERE r.user_id = $1 AND r.released_at IS NULL AND s.status = 'open'
         AND r.item_variant_id = ANY($2)
     ) held GROUP BY item_variant_id`,
    [userId, variantIds],
  );
  return new Map(rows.map((row) => [row.item_variant_id, row.quantity]));
}

function checkPurchaseCaps(lines: PricedLine[], held: Map<string, number>): void {
  for (const line of lines) {
    if ((held.get(line.variant.id) ?? 0) + line.quantity > line.variant.purchaseCap) {
      throw new ApiError(
        409,
        ERROR_CODES.purchaseCapReached,
        'The number of maximum purchases per user has been reached',
      );
    }
  }
}

/** The cart's lines as they are sold now, for the order to keep (pictures relative to the API). */
function snapshotOf(cart: ShoppingCart, lines: PricedLine[]): CheckoutSnapshot {
  const buying = new Set(lines.filter((line) => line.quantity > 0).map((line) => line.variant.id));
  const items = cart.itemList.filter((item) => buying.has(item.itemVariantId));
  const taxRates = Object.fromEntries(
    items.flatMap((item) => item.itemVariant.taxRates).map((rate) => [rate.id, rate]),
  );
  return {
    lines: items.map((item) => ({
      itemVariantId: item.itemVariantId,
      offerId: item.offerId,
      offerType: item.offerType,
      offerTitle: item.offerTitle,
      quantity: item.quantity,
      itemVariant: item.itemVariant,
    })),
    fees: Object.fromEntries(
      items.flatMap((item) => Object.entries(item.itemVariantCustomFeeBuildRecord)),
    ),
    taxRates,
  };
}

/** Stripe's line items: each cart line at its unit price with its fees, in minor units. */
function lineItemsOf(snapshot: CheckoutSnapshot) {
  return snapshot.lines.map((line) => {
    const fees = line.itemVariant.customFeeIdList.reduce(
      (sum, id) => sum + (snapshot.fees[id]?.price.current ?? 0),
      0,
    );
    return {
      name: `${line.offerTitle} – ${line.itemVariant.title}`,
      unitAmount: Math.round((line.itemVariant.price.current + fees) * 100),
      quantity: line.quantity,
    };
  });
}

async function openSessionsOf(sql: SqlRunner, userId: string): Promise<string[]> {
  const rows = await sql.query<{ id: string }>(
    "SELECT id FROM checkout_sessions WHERE user_id = $1 AND status = 'open'",
    [userId],
  );
  return rows.map((row) => row.id);
}

/**
 * A session already released here as replaced: expired at the provider too. If the member paid
 * it in the meantime, fulfilment takes its stock again or, sold out, refunds it.
 */
async function endReplaced(context: CheckoutContext, sessionId: string): Promise<void> {
  try {
    const provider = await context.payments.expireSession(sessionId);
    if (provider.status === 'complete') {
      await context.database.transaction((sql) =>
        fulfilPaidSession(sql, sessionId, provider.paymentStatus),
      );
      await refundOwed(context, undefined, sessionId);
    }
  } catch {
    // The provider expires it at its own expires_at; its webhook then finds it expired here.
  }
}

export interface CheckoutContext {
  database: Database;
  payments: PaymentProvider;
}

/**
 * POST /v1/payment/checkout: prices the cart on the server, opens a Checkout Session at the card
 * payment provider for exactly that, and holds the items for the session's lifetime in one
 * transaction — the member's row locked (one checkout at a time per member), their earlier open
 * session given back, the purchase caps checked against earlier orders and open sessions, and
 * every line reserved atomically. When the reservation fails the provider's session is expired.
 */
export async function createCheckout(
  context: CheckoutContext,
  brand: Brand,
  user: { id: string; email: string | null },
): Promise<CheckoutSession> {
  const { database, payments } = context;
  const userId = user.id;
  await releaseExpiredSessions((work) => database.transaction(work));
  await database.transaction((sql) => expireWaitingListOffers(sql));
  // A new checkout replaces the member's open one: it ends at the provider first, so it cannot
  // be paid later (and if it was paid meanwhile, it becomes its order before the cart is priced).
  for (const earlier of await openSessionsOf(database.sql, userId)) {
    await endAtProvider(context, earlier);
  }
  const { cart, lines, totalMinor } = await cartView(database.orm, brand, userId, '');
  const buying = lines.filter((line) => line.quantity > 0);
  if (buying.length === 0 && lines.length > 0) {
    throw new ApiError(409, ERROR_CODES.checkoutSoldOut, 'What the cart holds is sold out');
  }
  if (buying.length === 0) {
    throw new ApiError(400, ERROR_CODES.cartEmpty, 'The shopping cart is empty');
  }
  const snapshot = snapshotOf(cart, buying);
  const expiresAtMs = Date.now() + CHECKOUT_SESSION_LIFETIME_MS;
  const provider = await payments.createSession(
    {
      currency: brand.currency,
      lineItems: lineItemsOf(snapshot),
      // Stripe wants at least 30 minutes; its clock is not ours, so it gets a minute more.
      expiresAt: Math.ceil(expiresAtMs / 1000) + 60,
      customerEmail: user.email ?? undefined,
      clientReferenceId: userId,
      metadata: { brandId: brand.id, userId },
    },
    `klubb-checkout-${randomUUID()}`,
  );
  // A checkout opened meanwhile in another tab (after the loop above) is replaced here, in the
  // transaction, and ended at the provider once it has committed.
  let replaced: string[] = [];
  try {
    await database.transaction(async (sql) => {
      await sql.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      replaced = (
        await sql.query<{ id: string }>(
          "SELECT id FROM checkout_sessions WHERE user_id = $1 AND status = 'open' FOR UPDATE",
          [userId],
        )
      ).map((row) => row.id);
      for (const earlier of replaced) await releaseSession(sql, earlier, 'expired');
      checkPurchaseCaps(
        buying,
        await heldQuantities(
          sql,
          userId,
          buying.map((l) => l.variant.id),
        ),
      );
      await sql.query(
        `INSERT INTO checkout_sessions (id, client_secret, brand_id, user_id, status, test_mode,
           amount_total, currency, expires_at, snapshot)
         VALUES ($1, $2, $3, $4, 'open', $5, $6, $7, $8, $9::jsonb)`,
        [
          provider.id,
          provider.clientSecret,
          brand.id,
          userId,
          payments.kind === 'stand-in' || provider.id.startsWith('cs_test_'),
          totalMinor,
          brand.currency,
          new Date(expiresAtMs),
          JSON.stringify(snapshot),
        ],
      );
      // A ticket held for the member by a waiting list is theirs to take (issue 37).
      await takeHeldTickets(
        sql,
        userId,
        buying.map((line) => line.variant.id),
      );
      await reserveStock(
        sql,
        provider.id,
        userId,
        buying.map((line) => ({ itemVariantId: line.variant.id, quantity: line.quantity })),
      );
    });
  } catch (error) {
    await payments.expireSession(provider.id).catch(() => undefined);
    throw error;
  }
  for (const earlier of replaced) await endReplaced(context, earlier);
  return { id: provider.id, clientSecret: provider.clientSecret, expiresAt: expiresAtMs };
}

/**
 * Ends a session at the provider before it ends here, so a payment that went through meanwhile
 * is not undone: the provider is asked to expire it first; if it was paid, the session is
 * fulfilled (or, sold out meanwhile, refunded) instead. Answers whether it completed.
 */
async function endAtProvider(context: CheckoutContext, sessionId: string): Promise<boolean> {
  const { database, payments } = context;
  const completed = await database.transaction(async (sql) => {
    const session = await lockSession(sql, sessionId);
    if (session?.status === 'complete') return true;
    if (session?.status !== 'open') return false;
    const provider = await payments.expireSession(sessionId);
    if (provider.status === 'complete') {
      const result = await fulfilPaidSession(sql, sessionId, provider.paymentStatus);
      return result.orderId !== null;
    }
    await releaseSession(sql, sessionId, 'expired');
    return false;
  });
  await refundOwed(context, undefined, sessionId);
  return completed;
}

/**
 * POST /v1/expire/checkout: the member closed or left the checkout. The provider is asked to
 * expire the session first, so a payment that went through meanwhile is not undone: then the
 * session is fulfilled instead and the answer is 409 already-complete. Expiring again is harmless.
 */
export async function expireCheckout(
  context: CheckoutContext,
  userId: string,
  sessionId: string,
): Promise<void> {
  const [session] = await context.database.sql.query<{ user_id: string | null }>(
    'SELECT user_id FROM checkout_sessions WHERE id = $1',
    [sessionId],
  );
  if (!session || session.user_id !== userId) {
    throw new ApiError(404, ERROR_CODES.checkoutNotFound, 'No such checkout');
  }
  if (await endAtProvider(context, sessionId)) {
    throw new ApiError(409, ERROR_CODES.checkoutComplete, 'The checkout is already complete');
  }
}
