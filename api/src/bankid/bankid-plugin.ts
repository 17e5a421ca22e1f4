import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { users } from '../db/schema';
import type { RouteDeps } from '../routes/route-deps';

import { standInRp } from './bankid-rp';
import { createFlowOrders } from './flow-orders';
import { createOrderBook, type OrderBook } from './order-book';
import { productRoutes } from './product-routes';
import { rpRoutes, testControlRoutes } from './rp-routes';
import { createSignInFlow } from './sign-in-flow';
import { mintSsnProof } from './ssn-proof';

export interface BankIdPluginOptions {
  deps: RouteDeps;
  /** In production neither the RP stand-in nor its test control is served. */
  production: boolean;
  /** The clock of orders and QR codes (tests move it). */
  now?: () => number;
  /**
   * The stand-in's orders, which play BankID's own service: one per process unless given.
   * Tests hand two app instances one book, as every instance of a real API talks to one BankID.
   */
  book?: OrderBook;
}

/**
 * BankID (PROTOCOLS.md §3): outside production the RP API v6.0 stand-in with its test control,
 * and the product's sign-in flow on top of it; the flow finds the brand's member by personal
 * number and mints the custom token with the identity stand-in's service-account key.
 */
export const bankIdPlugin: FastifyPluginAsync<BankIdPluginOptions> = async (app, options) => {
  const { deps, production, now } = options;
  const { standIn, brands } = deps;
  if (production || !standIn) {
    await app.register(productRoutes, { flow: null, brands });
    return;
  }
  const book = options.book ?? createOrderBook(now);
  await app.register(rpRoutes, { book });
  await app.register(testControlRoutes, { book });
  const flow = createSignInFlow({
    rp: standInRp(book),
    orders: createFlowOrders(deps.database.orm),
    now,
    findMember: async (brand, personalNumber) => {
      const [member] = await deps.database.orm
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.brandId, brand.id),
            eq(users.ssn, personalNumber),
            // Only a number BankID proved for this account (ADR 006), never one merely typed.
            isNotNull(users.ssnVerifiedAt),
          ),
        )
        .limit(1);
      return member?.id ?? null;
    },
    mintCustomToken: (uid, tenantId) => standIn.mintCustomToken(uid, tenantId ? { tenantId } : {}),
    mintSsnProof: (brand, personalNumber) =>
      mintSsnProof(standIn.keys.customToken, brand.id, personalNumber),
  });
  await app.register(productRoutes, { flow, brands });
};
