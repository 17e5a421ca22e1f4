import type { RpAuthRequest, RpAuthResponse, RpCollectResponse } from '@klubb/contracts';

import type { OrderBook } from './order-book';

/**
 * The RP API as the product flow uses it. Locally the stand-in's order book answers in process;
 * production would put BankID's HTTPS API (mutual TLS, RP certificate) behind the same interface.
 */
export interface BankIdRp {
  auth(request: RpAuthRequest): Promise<RpAuthResponse>;
  collect(orderRef: string): Promise<RpCollectResponse>;
  cancel(orderRef: string): Promise<void>;
}

export function standInRp(book: OrderBook): BankIdRp {
  return {
    auth: async (request) => book.auth(request),
    collect: async (orderRef) => book.collect(orderRef),
    cancel: async (orderRef) => book.cancel(orderRef),
  };
}
