import {
  API_PATHS,
  checkoutConfigSchema,
  checkoutSessionSchema,
  checkoutStatusSchema,
  claimedVoucherListSchema,
  claimVoucherResultSchema,
  encodeAnalyticsEvent,
  orderListSchema,
  registerInterestResultSchema,
  shoppingCartSchema,
  ticketListSchema,
  TICKET_PATHS,
  waitingListSchema,
  WAITING_LIST_PATHS,
  type AnalyticsEvent,
  type CartLine,
  type RegisterInterestBody,
} from '@klubb/contracts';

import type { HttpRequest } from './http-client';

/**
 * Promo claims, the cart, orders, checkout and analytics (spec §7). The cart's answers are the
 * displayed form, priced by the server.
 */
export function createCommerceEndpoints(request: HttpRequest) {
  return {
    /** A unique code ({code, userClaimedCount, claimCap}) or, for a common code, {status}. */
    claimVoucherCode: (offerId: string) =>
      request(API_PATHS.claimVoucherCode, {
        method: 'POST',
        body: { id: offerId },
        schema: claimVoucherResultSchema,
      }),
    /** A page of the member's claimed codes; `after`: the last code's `cursor` (issue 38). */
    getClaimedVoucherCodes: (signal?: AbortSignal, after?: string) =>
      request(API_PATHS.getClaimedVoucherCodes, {
        query: { after },
        schema: claimedVoucherListSchema,
        signal,
      }),
    getShoppingCart: (signal?: AbortSignal) =>
      request(API_PATHS.getShoppingCart, { schema: shoppingCartSchema, signal }),
    /** Each line adds to the cart (0 removes it); answers the cart as it now is. */
    updateShoppingCart: (lines: CartLine[]) =>
      request(API_PATHS.updateShoppingCart, {
        method: 'PUT',
        body: { shopingCartItemList: lines },
        schema: shoppingCartSchema,
      }),
    /**
     * One page of the member's orders (`ORDER_HISTORY_PAGE_SIZE`, newest first); `after`, the id
     * of the last order already shown, asks for the next page.
     */
    getOrderHistory: (signal?: AbortSignal, after?: string) =>
      request(API_PATHS.getOrderHistory, { query: { after }, schema: orderListSchema, signal }),
    /** The member's tickets with their signed QR payloads, upcoming first (issue 37). */
    getTicketList: (signal?: AbortSignal) =>
      request(TICKET_PATHS.getTicketList, { schema: ticketListSchema, signal }),
    /** The member's waiting lists: their place in line, or the ticket held for them (issue 37). */
    getWaitingLists: (signal?: AbortSignal) =>
      request(WAITING_LIST_PATHS.getWaitingLists, { schema: waitingListSchema, signal }),
    /** Leaves a waiting list (a ticket held for the member goes to the next in line). */
    leaveWaitingList: (orderId: string) =>
      request(WAITING_LIST_PATHS.leaveWaitingList, { method: 'POST', body: { orderId } }),
    /**
     * Joins the waiting list of a sold-out ticket (an interest registration, shown among the
     * orders). Answers the registration's order; `alreadyRegistered` when the member was on it.
     */
    registerInterest: (body: RegisterInterestBody) =>
      request(API_PATHS.registerInterest, {
        method: 'POST',
        body: { offerId: body.offerId, itemVariantId: body.itemVariantId },
        schema: registerInterestResultSchema,
      }),
    /**
     * Leaves a ticket's waiting list from its offer page (issue 32), as `leaveWaitingList` does
     * by the registration's order; nothing happens when the member is not on it.
     */
    leaveWaitingListOfTicket: async (body: RegisterInterestBody) => {
      await request<unknown>(API_PATHS.registerInterest, {
        method: 'DELETE',
        body: { offerId: body.offerId, itemVariantId: body.itemVariantId },
      });
    },
    getCheckoutConfig: (testMode = true, signal?: AbortSignal) =>
      request(API_PATHS.getCheckoutConfig, {
        query: { testMode },
        schema: checkoutConfigSchema,
        signal,
      }),
    createCheckout: (testMode = true) =>
      request(API_PATHS.createCheckout, {
        method: 'POST',
        body: { testMode },
        schema: checkoutSessionSchema,
      }),
    expireCheckout: async (stripeCheckoutSessionId: string, testMode = true): Promise<void> => {
      await request<unknown>(API_PATHS.expireCheckout, {
        method: 'POST',
        body: { stripeCheckoutSessionId, testMode },
      });
    },
    /**
     * Expires an unfinished checkout as the page goes away (tab closed, app left): the request is
     * sent with fetch keepalive, so it outlives the page and still carries the member's token.
     */
    expireCheckoutOnLeave: async (stripeCheckoutSessionId: string): Promise<void> => {
      await request<unknown>(API_PATHS.expireCheckout, {
        method: 'POST',
        body: { stripeCheckoutSessionId, testMode: true },
        keepalive: true,
      });
    },
    /** Where a checkout stands, and its order once paid (the API asks the payment provider). */
    getCheckoutStatus: (stripeCheckoutSessionId: string, signal?: AbortSignal) =>
      request(API_PATHS.getCheckoutStatus, {
        query: { stripeCheckoutSessionId },
        schema: checkoutStatusSchema,
        signal,
      }),
    /** POST /v1/a: the event as base64 of its JSON (204). */
    sendAnalyticsEvent: async (event: AnalyticsEvent): Promise<void> => {
      await request<unknown>(API_PATHS.analytics, {
        method: 'POST',
        body: encodeAnalyticsEvent(event),
      });
    },
  };
}
