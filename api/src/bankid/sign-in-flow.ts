import {
  BANKID_COMPLETED_ORDER_TTL_MS,
  BANKID_ERROR_CODES,
  BANKID_ORDER_LIFETIME_MS,
  type BankIdCollect,
  type BankIdStart,
  type Brand,
} from '@klubb/contracts';

import { ApiError } from '../http/api-error';

import type { BankIdRp } from './bankid-rp';
import { qrData, qrTimeAt } from './qr-code';
import { RpError } from './rp-error';

/** What the API keeps of an order it started: the QR secret never leaves this process. */
interface FlowOrder {
  brandId: string;
  qrStartToken: string;
  qrStartSecret: string;
  /** When the RP's answer arrived: QR time 0 (PROTOCOLS.md §3.6). */
  startedAt: number;
}

/** No order outlives its lifetime plus the time a completed one stays collectable. */
const KEEP_MS = BANKID_ORDER_LIFETIME_MS + BANKID_COMPLETED_ORDER_TTL_MS;
const MAX_ORDERS = 10_000;

export interface SignInFlowDeps {
  rp: BankIdRp;
  /** The member of the brand with the personal number, if any: their uid. */
  findMember: (brand: Brand, personalNumber: string) => Promise<string | null>;
  /** A custom token for the uid in the brand's tenant (Admin SDK's createCustomToken). */
  mintCustomToken: (uid: string, tenantId: string | null) => Promise<string>;
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
 * animated QR data second by second, collect, and on completion find the brand's member by the
 * personal number and answer a custom token for the identity provider (or "not registered").
 * Orders are kept in memory: they live minutes, and the member polls the process that started
 * them (sticky sessions, or one BankID process, when the API runs as several).
 */
export function createSignInFlow(deps: SignInFlowDeps) {
  const now = deps.now ?? Date.now;
  const orders = new Map<string, FlowOrder>();

  const sweep = (at: number) => {
    for (const [ref, order] of orders) if (at - order.startedAt > KEEP_MS) orders.delete(ref);
  };
  const orderOf = (brand: Brand, orderRef: string) => {
    sweep(now());
    const order = orders.get(orderRef);
    if (!order || order.brandId !== brand.id) throw notFound();
    return order;
  };
  const rpCall = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw fromRp(error);
    }
  };

  return {
    async start(brand: Brand, endUserIp: string): Promise<BankIdStart> {
      if (!brand.config.verifyWithSsn) {
        throw new ApiError(404, BANKID_ERROR_CODES.unavailable, 'This app has no BankID sign-in');
      }
      sweep(now());
      if (orders.size >= MAX_ORDERS) {
        throw new ApiError(429, 'too_many_requests', 'Too many BankID orders in progress');
      }
      const answer = await rpCall(() => deps.rp.auth({ endUserIp }));
      orders.set(answer.orderRef, {
        brandId: brand.id,
        qrStartToken: answer.qrStartToken,
        qrStartSecret: answer.qrStartSecret,
        startedAt: now(),
      });
      return { orderRef: answer.orderRef, autoStartToken: answer.autoStartToken };
    },

    /** The QR data of this second, drawn here: the browser never sees the secret. */
    qr(brand: Brand, orderRef: string): { qrData: string } {
      const order = orderOf(brand, orderRef);
      const time = qrTimeAt(order.startedAt, now());
      return { qrData: qrData(order.qrStartToken, order.qrStartSecret, time) };
    },

    async collect(brand: Brand, orderRef: string): Promise<BankIdCollect> {
      orderOf(brand, orderRef);
      const answer = await rpCall(() => deps.rp.collect(orderRef));
      if (answer.status === 'pending') {
        return { status: 'pending', hintCode: answer.hintCode ?? 'outstandingTransaction' };
      }
      // The order is over: its custom token (or failure) is handed out once.
      orders.delete(orderRef);
      if (answer.status === 'failed' || !answer.completionData) {
        return { status: 'failed', hintCode: answer.hintCode ?? 'unknown' };
      }
      const { personalNumber } = answer.completionData.user;
      const uid = await deps.findMember(brand, personalNumber);
      if (!uid) return { status: 'notRegistered', personalNumber };
      return {
        status: 'complete',
        customToken: await deps.mintCustomToken(uid, brand.authTenantId),
      };
    },

    async cancel(brand: Brand, orderRef: string): Promise<void> {
      orderOf(brand, orderRef);
      orders.delete(orderRef);
      // Already over at BankID (completed, failed, timed out): nothing to cancel.
      await deps.rp.cancel(orderRef).catch(() => undefined);
    },
  };
}

export type SignInFlow = ReturnType<typeof createSignInFlow>;
