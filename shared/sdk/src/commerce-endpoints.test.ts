import { API_PATHS, type AnalyticsEvent } from '@klubb/contracts';

import { createEndpoints } from './endpoints';
import type { HttpRequest, RequestOptions } from './http-client';

// A recording client: what each endpoint sends, answered with a fixed body.
function recordingClient(answer: unknown) {
  const calls: Array<{ path: string; options: RequestOptions<unknown> }> = [];
  const request = (async (path: string, options: RequestOptions<unknown> = {}) => {
    calls.push({ path, options });
    return options.schema ? options.schema.parse(answer) : answer;
  }) as HttpRequest;
  return { calls, endpoints: createEndpoints(request) };
}

const EMPTY_CART = {
  itemList: [],
  totalPrice: 0,
  totalCustomFeePrice: 0,
  totalQuantity: 0,
  currency: 'SEK',
};

describe('the member and commerce endpoints', () => {
  it('sends cart lines under the spec’s key shopingCartItemList', async () => {
    const { calls, endpoints } = recordingClient(EMPTY_CART);
    const line = { itemVariantId: 'v1', offerId: 'o1', quantity: 2 };
    await expect(endpoints.updateShoppingCart([line])).resolves.toEqual(EMPTY_CART);
    expect(calls[0]).toMatchObject({
      path: API_PATHS.updateShoppingCart,
      options: { method: 'PUT', body: { shopingCartItemList: [line] } },
    });
  });

  it('joins a waiting list with the offer and the ticket, and reads the registration', async () => {
    const answer = { orderId: 'order-1', alreadyRegistered: true };
    const { calls, endpoints } = recordingClient(answer);
    const body = { offerId: 'klubb-live-002', itemVariantId: 'klubb-live-002-00s' };
    await expect(endpoints.registerInterest(body)).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({
      path: '/v1/register_interest/offer',
      options: { method: 'POST', body },
    });
    await expect(
      recordingClient({ orderId: 1 }).endpoints.registerInterest(body),
    ).rejects.toThrow();
  });

  it('sends an analytics event as the base64 of its JSON', async () => {
    const { calls, endpoints } = recordingClient({});
    const event = { brandId: 'klubb', eventName: 'page_view' } as AnalyticsEvent;
    await endpoints.sendAnalyticsEvent(event);
    const body = calls[0]?.options.body as string;
    expect(JSON.parse(atob(body))).toEqual(event);
  });

  it('asks for an offer’s full detail unless told otherwise', async () => {
    const { calls, endpoints } = recordingClient(undefined);
    await endpoints.getOffer('o1').catch(() => undefined);
    expect(calls[0]?.options.query).toEqual({
      id: 'o1',
      getVoucher: true,
      getCompanionOffer: true,
      getAvailability: true,
    });
  });
});

describe('the checkout endpoints of card payments', () => {
  it('expires on leaving with keepalive, and reads where a checkout stands', async () => {
    const status = { status: 'open', paymentStatus: 'unpaid', order: null };
    const { calls, endpoints } = recordingClient(status);
    await endpoints.expireCheckoutOnLeave('cs_test_1');
    expect(calls[0]).toMatchObject({
      path: API_PATHS.expireCheckout,
      options: {
        method: 'POST',
        body: { stripeCheckoutSessionId: 'cs_test_1', testMode: true },
        keepalive: true,
      },
    });
    await expect(endpoints.getCheckoutStatus('cs_test_1')).resolves.toEqual(status);
    expect(calls[1]).toMatchObject({
      path: API_PATHS.getCheckoutStatus,
      options: { query: { stripeCheckoutSessionId: 'cs_test_1' } },
    });
  });
});
