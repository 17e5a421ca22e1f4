import {
  BANKID_API_PATHS,
  bankIdCollectResponseSchema,
  bankIdQrResponseSchema,
  bankIdStartResponseSchema,
} from '@klubb/contracts';

import type { HttpRequest } from '../http-client';

/**
 * The BankID sign-in flow of the product API: start an order for this brand, read the current
 * animated QR data every second, collect every 2 s until complete (a custom token, or "not
 * registered"), or cancel. The QR secret stays on the server.
 */
export function createBankIdEndpoints(request: HttpRequest) {
  const order = (orderRef: string) => ({ method: 'POST' as const, body: { orderRef } });
  return {
    startBankId: () =>
      request(BANKID_API_PATHS.start, {
        method: 'POST',
        body: {},
        schema: bankIdStartResponseSchema,
      }),
    getBankIdQr: (orderRef: string) =>
      request(BANKID_API_PATHS.qr, { ...order(orderRef), schema: bankIdQrResponseSchema }),
    collectBankId: (orderRef: string) =>
      request(BANKID_API_PATHS.collect, {
        ...order(orderRef),
        schema: bankIdCollectResponseSchema,
      }),
    cancelBankId: async (orderRef: string): Promise<void> => {
      await request<unknown>(BANKID_API_PATHS.cancel, order(orderRef));
    },
  };
}

export type BankIdEndpoints = ReturnType<typeof createBankIdEndpoints>;
