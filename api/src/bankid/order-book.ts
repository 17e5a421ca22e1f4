import { randomUUID } from 'node:crypto';

import {
  BANKID_COMPLETED_ORDER_TTL_MS,
  BANKID_FAILED_ORDER_TTL_MS,
  BANKID_ORDER_LIFETIME_MS,
  BANKID_QR_SCAN_WINDOW_MS,
  type BankIdCompletionData,
  type RpAuthRequest,
  type RpAuthResponse,
  type RpCollectResponse,
} from '@klubb/contracts';

import { isAuthentic, parseQrData, qrTimeAt } from './qr-code';
import { invalidParameters, RpError } from './rp-error';

/** A scanned QR code is accepted for a few seconds, as a phone may read a slightly old one. */
const QR_ACCEPTED_AGE_S = 5;
/** At most this many orders at once; orders live minutes, so this is a flood, not traffic. */
const MAX_ORDERS = 10_000;

interface Order extends RpAuthResponse {
  createdAt: number;
  endUserIp: string;
  personalNumber: string | undefined;
  status: 'pending' | 'failed' | 'complete';
  hintCode: string | undefined;
  scannedAt: number | null;
  endedAt: number | null;
  completionData: BankIdCompletionData | undefined;
  /** What a /sign order signs (base64, as sent); absent for /auth. */
  signs?: { visible: string; nonVisible: string | undefined };
}

/** The signature of a completed order: XML naming what was signed (base64, as sent). */
function signatureOf(order: Order): string {
  const signed = order.signs
    ? `<usrVisibleData>${order.signs.visible}</usrVisibleData>` +
      (order.signs.nonVisible
        ? `<usrNonVisibleData>${order.signs.nonVisible}</usrNonVisibleData>`
        : '')
    : '';
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?><Signature><SignedInfo>stand-in</SignedInfo>` +
    `<Object><bankIdSignedData><srvInfo><nonce>${order.orderRef}</nonce></srvInfo>` +
    `<clientInfo><funcId>${order.signs ? 'Signing' : 'Identification'}</funcId></clientInfo>` +
    `${signed}</bankIdSignedData></Object></Signature>`;
  return Buffer.from(xml).toString('base64');
}

/** How the member's phone finds an order: the QR code it read, or the autostart token. */
export interface PhoneHandle {
  qrData?: string | undefined;
  autoStartToken?: string | undefined;
}

export interface Signer {
  personalNumber: string;
  givenName?: string | undefined;
  surname?: string | undefined;
}

/**
 * The BankID stand-in's orders (PROTOCOLS.md §3), in memory: orders are short-lived and one API
 * process answers both the RP calls and the test control. Time is read from `now`, so tests can
 * move it; states change lazily when an order is read.
 */
export function createOrderBook(now: () => number = Date.now) {
  const orders = new Map<string, Order>();

  /** Time-outs: not scanned in 30 s → startFailed; not completed in 3 minutes → expired. */
  function settle(order: Order, at: number): void {
    if (order.status !== 'pending') return;
    if (order.scannedAt === null && at - order.createdAt >= BANKID_QR_SCAN_WINDOW_MS) {
      fail(order, 'startFailed', order.createdAt + BANKID_QR_SCAN_WINDOW_MS);
    } else if (at - order.createdAt >= BANKID_ORDER_LIFETIME_MS) {
      fail(order, 'expiredTransaction', order.createdAt + BANKID_ORDER_LIFETIME_MS);
    }
  }

  function fail(order: Order, hintCode: string, at: number): void {
    order.status = 'failed';
    order.hintCode = hintCode;
    order.endedAt = at;
  }

  /** Completed orders are collectable for 3 minutes, failed ones for 5; then they are gone. */
  function sweep(at: number): void {
    for (const [ref, order] of orders) {
      settle(order, at);
      const ttl =
        order.status === 'complete' ? BANKID_COMPLETED_ORDER_TTL_MS : BANKID_FAILED_ORDER_TTL_MS;
      if (order.endedAt !== null && at - order.endedAt > ttl) orders.delete(ref);
    }
  }

  function find(orderRef: string): Order {
    const at = now();
    sweep(at);
    const order = orders.get(orderRef);
    if (!order) throw invalidParameters('No such order');
    return order;
  }

  function byPhone(handle: PhoneHandle): Order {
    const at = now();
    sweep(at);
    if (handle.autoStartToken) {
      for (const order of orders.values()) {
        if (order.autoStartToken === handle.autoStartToken) return order;
      }
      throw invalidParameters('No order has that autoStartToken');
    }
    const scanned = parseQrData(handle.qrData ?? '');
    if (!scanned) throw invalidParameters('Not a BankID QR code');
    for (const order of orders.values()) {
      if (order.qrStartToken !== scanned.qrStartToken) continue;
      const age = qrTimeAt(order.createdAt, at) - scanned.qrTime;
      if (!isAuthentic(scanned, order.qrStartSecret) || age < 0 || age > QR_ACCEPTED_AGE_S) {
        throw invalidParameters('The QR code is not valid (wrong code or too old)');
      }
      return order;
    }
    throw invalidParameters('No order has that QR code');
  }

  function pendingOrThrow(order: Order): void {
    if (order.status !== 'pending') {
      throw new RpError(409, 'orderNotPending', `The order is ${order.status}`);
    }
  }

  const book = {
    /** POST /rp/v6.0/sign: an auth order that signs the member's text. */
    signOrder(request: RpAuthRequest & { userVisibleData: string }): RpAuthResponse {
      const started = book.auth(request);
      const order = orders.get(started.orderRef);
      if (order)
        order.signs = { visible: request.userVisibleData, nonVisible: request.userNonVisibleData };
      return started;
    },

    /** POST /rp/v6.0/phone/auth: the order reference only (no QR code, no autostart). */
    phoneAuth(request: { personalNumber: string; endUserIp?: string }): { orderRef: string } {
      const { orderRef } = book.auth({
        endUserIp: '0.0.0.0',
        requirement: { personalNumber: request.personalNumber },
      });
      return { orderRef };
    },

    /** POST /rp/v6.0/auth. A second order for the same personal number cancels the first. */
    auth(request: RpAuthRequest): RpAuthResponse {
      const at = now();
      sweep(at);
      const personalNumber = request.requirement?.personalNumber;
      if (personalNumber) {
        for (const order of orders.values()) {
          if (order.status === 'pending' && order.personalNumber === personalNumber) {
            fail(order, 'cancelled', at);
            throw new RpError(400, 'alreadyInProgress', 'Order already in progress for pno');
          }
        }
      }
      if (orders.size >= MAX_ORDERS) {
        throw new RpError(429, 'tooManyRequests', 'Too many orders in progress');
      }
      const order: Order = {
        orderRef: randomUUID(),
        autoStartToken: randomUUID(),
        qrStartToken: randomUUID(),
        qrStartSecret: randomUUID(),
        createdAt: at,
        endUserIp: request.endUserIp,
        personalNumber,
        status: 'pending',
        hintCode: 'outstandingTransaction',
        scannedAt: null,
        endedAt: null,
        completionData: undefined,
      };
      orders.set(order.orderRef, order);
      const { orderRef, autoStartToken, qrStartToken, qrStartSecret } = order;
      return { orderRef, autoStartToken, qrStartToken, qrStartSecret };
    },

    /** POST /rp/v6.0/collect. */
    collect(orderRef: string): RpCollectResponse {
      const order = find(orderRef);
      return {
        orderRef,
        status: order.status,
        ...(order.status === 'complete' ? {} : { hintCode: order.hintCode }),
        ...(order.completionData ? { completionData: order.completionData } : {}),
      };
    },

    /** POST /rp/v6.0/cancel: only a pending order; cancelling twice is invalidParameters. */
    cancel(orderRef: string): void {
      const order = find(orderRef);
      if (order.status !== 'pending') throw invalidParameters('The order is not pending');
      orders.delete(orderRef);
    },

    /** Test control: the phone scans the QR code (or starts by autostart) and opens the order. */
    scan(handle: PhoneHandle): void {
      const order = byPhone(handle);
      pendingOrThrow(order);
      order.scannedAt ??= now();
      order.hintCode = 'userSign';
    },

    /** Test control: the member signs with the given personal number. */
    sign(handle: PhoneHandle, signer: Signer): void {
      const order = byPhone(handle);
      pendingOrThrow(order);
      const at = now();
      if (order.personalNumber && order.personalNumber !== signer.personalNumber) {
        throw invalidParameters('The order is for another personal number');
      }
      const givenName = signer.givenName ?? 'Test';
      const surname = signer.surname ?? 'Testsson';
      order.scannedAt ??= at;
      order.status = 'complete';
      order.hintCode = undefined;
      order.endedAt = at;
      order.completionData = {
        user: {
          personalNumber: signer.personalNumber,
          name: `${givenName} ${surname}`,
          givenName,
          surname,
        },
        device: { ipAddress: order.endUserIp, uhi: 'OZvYM9VvyiAmG7NA5jU5zqGcVpo=' },
        bankIdIssueDate: '2023-01-01',
        signature: signatureOf(order),
        ocspResponse: Buffer.from('stand-in OCSP response').toString('base64'),
      };
    },

    /** Test control: the member cancels in the app. */
    cancelOnPhone(handle: PhoneHandle): void {
      const order = byPhone(handle);
      pendingOrThrow(order);
      fail(order, 'userCancel', now());
    },

    /** How many orders are kept (tests). */
    get size() {
      sweep(now());
      return orders.size;
    },
  };
  return book;
}

export type OrderBook = ReturnType<typeof createOrderBook>;
