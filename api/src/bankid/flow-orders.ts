import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';

import { BANKID_COMPLETED_ORDER_TTL_MS, BANKID_ORDER_LIFETIME_MS } from '@klubb/contracts';

import type { Orm } from '../db/database';
import { bankIdSignInOrders as orders } from '../db/schema';

/** What the API keeps of an order it started: the QR secret never leaves the API. */
export interface FlowOrder {
  orderRef: string;
  brandId: string;
  qrStartToken: string;
  qrStartSecret: string;
  /** When the RP's answer arrived: QR time 0 (PROTOCOLS.md §3.6). */
  startedAt: Date;
}

/** No order outlives its lifetime plus the time a completed one stays collectable. */
export const FLOW_ORDER_KEEP_MS = BANKID_ORDER_LIFETIME_MS + BANKID_COMPLETED_ORDER_TTL_MS;
/** Expired rows deleted per start: the sweep stays one short statement, whatever piled up. */
const SWEEP_BATCH = 500;

/**
 * The sign-in orders in the database (`bankid_sign_in_orders`), so any API instance serves an
 * order another one started. A row older than FLOW_ORDER_KEEP_MS at `at` is over: reads ignore
 * it and `sweep` deletes it. `claim` deletes the row and says whether this call did: of calls
 * racing on several instances exactly one gets the order.
 */
export function createFlowOrders(orm: Orm) {
  const liveSince = (at: number) => gte(orders.startedAt, new Date(at - FLOW_ORDER_KEEP_MS));
  const ofBrand = (brandId: string, orderRef: string, at: number) =>
    and(eq(orders.orderRef, orderRef), eq(orders.brandId, brandId), liveSince(at));

  return {
    async add(order: FlowOrder): Promise<void> {
      await orm.insert(orders).values(order);
    },

    /** The live order of the brand, or null (unknown, another brand's, or over). */
    async find(brandId: string, orderRef: string, at: number): Promise<FlowOrder | null> {
      const [order] = await orm
        .select()
        .from(orders)
        .where(ofBrand(brandId, orderRef, at))
        .limit(1);
      return order ?? null;
    },

    /** Deletes the live order of the brand; true only for the one call whose delete found it. */
    async claim(brandId: string, orderRef: string, at: number): Promise<boolean> {
      const claimed = await orm
        .delete(orders)
        .where(ofBrand(brandId, orderRef, at))
        .returning({ orderRef: orders.orderRef });
      return claimed.length > 0;
    },

    /** How many orders are live, counted up to `limit` (the cap needs no more). */
    async countLive(at: number, limit: number): Promise<number> {
      const live = orm
        .select({ one: sql`1` })
        .from(orders)
        .where(liveSince(at))
        .limit(limit)
        .as('live');
      const [row] = await orm.select({ n: sql<number>`count(*)::int` }).from(live);
      return row?.n ?? 0;
    },

    /** Deletes a bounded batch of expired orders. */
    async sweep(at: number): Promise<void> {
      const expired = orm
        .select({ orderRef: orders.orderRef })
        .from(orders)
        .where(lt(orders.startedAt, new Date(at - FLOW_ORDER_KEEP_MS)))
        .limit(SWEEP_BATCH);
      await orm.delete(orders).where(inArray(orders.orderRef, expired));
    },
  };
}

export type FlowOrders = ReturnType<typeof createFlowOrders>;
