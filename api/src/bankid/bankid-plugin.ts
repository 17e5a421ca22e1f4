import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { users } from '../db/schema';
import type { RouteDeps } from '../routes/route-deps';

import { standInRp } from './bankid-rp';
import { createFlowOrders } from './flow-orders';
import { startMtlsMode, type MtlsSettings } from './mtls';
import { createOrderBook, type OrderBook } from './order-book';
import { productRoutes } from './product-routes';
import { rpRoutes, testControlRoutes } from './rp-routes';
import { createSignInFlow } from './sign-in-flow';
import { mintSsnProof } from './ssn-proof';
import { ensureTestPki } from './test-pki';

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
  /**
   * Mutual-TLS mode (BANKID_MTLS_PORT): the RP API is also served over HTTPS with a client
   * certificate required, from a test PKI made on first start, and the sign-in flow calls it
   * there with the RP certificate, as production calls BankID. Plain HTTP in process otherwise.
   */
  mtls?: MtlsSettings;
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
  let rp = standInRp(book);
  if (options.mtls) {
    const mode = await startMtlsMode(book, ensureTestPki(options.mtls.dir), options.mtls);
    app.addHook('onClose', mode.close);
    app.log.info({ baseUrl: mode.baseUrl }, 'BankID RP API stand-in over mutual TLS');
    rp = mode.rp;
  }
  const flow = createSignInFlow({
    rp,
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
    mintSsnProof: (brand, personalNumber, names) =>
      mintSsnProof(standIn.keys.customToken, brand.id, personalNumber, names),
  });
  await app.register(productRoutes, { flow, brands });
};
