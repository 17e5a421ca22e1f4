import {
  BANKID_ERROR_CODES,
  type BankIdCollect,
  type BankIdStart,
  type Brand,
  type RpCollectResponse,
} from '@klubb/contracts';

import { ApiError } from '../http/api-error';

import type { BankIdRp } from './bankid-rp';
import type { FlowOrders } from './flow-orders';
import { qrData, qrTimeAt } from './qr-code';
import { RpError } from './rp-error';

/** At most this many orders in progress, over all instances: a flood, not traffic. */
const MAX_ORDERS = 10_000;

export interface SignInFlowDeps {
  rp: BankIdRp;
  /** The orders started here, in the database: any instance serves any order. */
  orders: FlowOrders;
  /** The member of the brand with the personal number, if any: their uid. */
  findMember: (brand: Brand, personalNumber: string) => Promise<string | null>;
  /** A custom token for the uid in the brand's tenant (Admin SDK's createCustomToken). */
  mintCustomToken: (uid: string, tenantId: string | null) => Promise<string>;
  /**
   * Proof of the identified number (with the holder's names), handed to the registration that
   * follows (ADR 006).
   */
  mintSsnProof?: (
    brand: Brand,
    personalNumber: string,
    names: { givenName: string; surname: string },
  ) => Promise<string>;
  now?: () => number;
}

const notFound = () =>
  new ApiError(404, BANKID_ERROR_CODES.orderNotFound, 'No such BankID order for this app');

function fromRp(error: unknown): unknown {
  if (!(error instanceof RpError)) return error;
  if (error.errorCode === 'alreadyInProgress') {
    return new ApiError(409, BANKID_ERROR_CODES.alreadyInProgress, 'A BankID order is in progress');
  }
  if (error.errorCode === 'invalidParameters') return notFound();
  return new ApiError(502, BANKID_ERROR_CODES.rpFailed, `BankID answered ${error.errorCode}`);
}

/**
 * The BankID sign-in of the product (spec §4): start an order for the brand, hand out the
 * animated QR data second by second, collect, and on completion find the brand's member whose
 * number BankID proved before and answer a custom token for the identity provider, or "not
 * registered" with a proof of the number for the registration (ADR 006). A number only typed at
 * registration never leads BankID into that account.
 * Orders are kept in the database, so the member may poll any API instance. The terminal answer
 * is handed out once: only the call whose delete of the order found the row answers it.
 */
export function createSignInFlow(deps: SignInFlowDeps) {
  const now = deps.now ?? Date.now;
  const { orders } = deps;

  const orderOf = async (brand: Brand, orderRef: string) => {
    const order = await orders.find(brand.id, orderRef, now());
    if (!order) throw notFound();
    return order;
  };
  const rpCall = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw fromRp(error);
    }
  };
  /** What a completed or failed order answers: a custom token, "not registered", or the failure. */
  const outcomeOf = async (brand: Brand, answer: RpCollectResponse): Promise<BankIdCollect> => {
    if (answer.status === 'failed' || !answer.completionData) {
      return { status: 'failed', hintCode: answer.hintCode ?? 'unknown' };
    }
    const { personalNumber, givenName, surname } = answer.completionData.user;
    const uid = await deps.findMember(brand, personalNumber);
    if (!uid) {
      const ssnProof = await deps.mintSsnProof?.(brand, personalNumber, { givenName, surname });
      return { status: 'notRegistered', personalNumber, ...(ssnProof ? { ssnProof } : {}) };
    }
    return {
      status: 'complete',
      customToken: await deps.mintCustomToken(uid, brand.authTenantId),
    };
  };

  return {
    async start(brand: Brand, endUserIp: string): Promise<BankIdStart> {
      if (!brand.config.verifyWithSsn) {
        throw new ApiError(404, BANKID_ERROR_CODES.unavailable, 'This app has no BankID sign-in');
      }
      await orders.sweep(now());
      if ((await orders.countLive(now(), MAX_ORDERS)) >= MAX_ORDERS) {
        throw new ApiError(429, 'too_many_requests', 'Too many BankID orders in progress');
      }
      const answer = await rpCall(() => deps.rp.auth({ endUserIp }));
      await orders.add({
        orderRef: answer.orderRef,
        brandId: brand.id,
        qrStartToken: answer.qrStartToken,
        qrStartSecret: answer.qrStartSecret,
        startedAt: new Date(now()),
      });
      return { orderRef: answer.orderRef, autoStartToken: answer.autoStartToken };
    },

    /** The QR data of this second, drawn here: the browser never sees the secret. */
    async qr(brand: Brand, orderRef: string): Promise<{ qrData: string }> {
      const order = await orderOf(brand, orderRef);
      const time = qrTimeAt(order.startedAt.getTime(), now());
      return { qrData: qrData(order.qrStartToken, order.qrStartSecret, time) };
    },

    async collect(brand: Brand, orderRef: string): Promise<BankIdCollect> {
      await orderOf(brand, orderRef);
      const answer = await rpCall(() => deps.rp.collect(orderRef));
      if (answer.status === 'pending') {
        return { status: 'pending', hintCode: answer.hintCode ?? 'outstandingTransaction' };
      }
      // The order is over. Its answer is made first (a failing member look-up leaves the order
      // collectable), then claimed: of collects racing on several instances, only the one whose
      // delete found the row hands it out; the others answer order-not-found.
      const outcome = await outcomeOf(brand, answer);
      if (!(await orders.claim(brand.id, orderRef, now()))) throw notFound();
      return outcome;
    },

    async cancel(brand: Brand, orderRef: string): Promise<void> {
      if (!(await orders.claim(brand.id, orderRef, now()))) throw notFound();
      // Already over at BankID (completed, failed, timed out): nothing to cancel.
      await deps.rp.cancel(orderRef).catch(() => undefined);
    },
  };
}

export type SignInFlow = ReturnType<typeof createSignInFlow>;
