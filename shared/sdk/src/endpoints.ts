import {
  API_PATHS,
  billboardSchema,
  brandSchema,
  categoryListSchema,
  interactionEventSchema,
  offerFeedPageSchema,
  offerMemberStateSchema,
  offerSchema,
  REGISTRY_PATHS,
  type InteractionEvent,
  type OfferType,
} from '@klubb/contracts';

import { createCommerceEndpoints } from './commerce-endpoints';
import type { HttpRequest } from './http-client';
import { createMemberEndpoints } from './member-endpoints';
import { createSiteContentEndpoints } from './site-content-endpoints';

export interface OfferListParams {
  type?: OfferType;
  /**
   * The spec's paging: how many offers to skip. Sent with `after` too (the page's position, for
   * whoever reads the URL), where the API pages by the cursor and ignores it.
   */
  offset?: number;
  /**
   * Keyset paging (issue 38): the id of the last offer already shown; the page continues after
   * it, at the same cost on every page.
   */
  after?: string;
  categoryIdSelect?: ReadonlyArray<string>;
}

/** Which parts of an offer's detail to compute (spec §7 get offer's booleans). */
export interface OfferDetailOptions {
  getVoucher: boolean;
  getCompanionOffer: boolean;
  getAvailability: boolean;
}
const ALL_DETAIL: OfferDetailOptions = {
  getVoucher: true,
  getCompanionOffer: true,
  getAvailability: true,
};

/**
 * One typed function per endpoint of the product API (spec §7). The public lists (brand,
 * billboard, feeds, categories, search) go without the member's token: their answer is the same for
 * everyone, and the API's public cache serves it to members too (issue 38).
 */
export function createEndpoints(request: HttpRequest) {
  return {
    ...createMemberEndpoints(request),
    ...createCommerceEndpoints(request),
    ...createSiteContentEndpoints(request),
    getBrand: (appUrl: string, signal?: AbortSignal) =>
      request(API_PATHS.getBrand, {
        query: { appUrl, authTenantIdSelect: true },
        schema: brandSchema,
        anonymous: true,
        signal,
      }),
    /**
     * The brand's remotes document from the remote registry (issue 15), brand by Origin as every
     * public call. Unparsed: the host skips the entries of remotes it does not know
     * (`parseBrandRemotesDocument`) instead of failing on them.
     */
    getBrandRemotes: (signal?: AbortSignal) =>
      request<unknown>(REGISTRY_PATHS.brandRemotes, { signal }),
    getBillboard: (signal?: AbortSignal) =>
      request(API_PATHS.getBillboard, { schema: billboardSchema, signal, anonymous: true }),
    getOfferList: (params: OfferListParams, signal?: AbortSignal) =>
      request(API_PATHS.getOfferList, {
        query: {
          type: params.type,
          offset: params.offset ?? 0,
          after: params.after,
          categoryIdSelect: params.categoryIdSelect?.length ? params.categoryIdSelect : undefined,
        },
        schema: offerFeedPageSchema,
        signal,
        anonymous: true,
      }),
    /**
     * The offer's detail as everyone sees it, by default with promo state, companion offer and
     * availability; public (issue 38: the API's public cache answers it). A member's own part
     * comes from `getOfferMemberState`; an offer that `requiresSignIn` answers its teaser only,
     * so a member asks `getOfferAsMember` for it.
     */
    getOffer: (id: string, signal?: AbortSignal, options: OfferDetailOptions = ALL_DETAIL) =>
      request(API_PATHS.getOffer, {
        query: { id, ...options },
        schema: offerSchema,
        signal,
        anonymous: true,
      }),
    /** The offer's detail as the signed-in member sees it, with the token (never cached). */
    getOfferAsMember: (id: string, signal?: AbortSignal) =>
      request(API_PATHS.getOffer, { query: { id, ...ALL_DETAIL }, schema: offerSchema, signal }),
    /** The signed-in member's own state on an offer: claims, the common code, stock, waiting list. */
    getOfferMemberState: (id: string, signal?: AbortSignal) =>
      request(API_PATHS.getOfferMemberState, {
        query: { id },
        schema: offerMemberStateSchema,
        signal,
      }),
    getCategoryList: (signal?: AbortSignal) =>
      request(API_PATHS.getCategoryList, { schema: categoryListSchema, signal, anonymous: true }),
    /**
     * GET /v1/search/offer: the offers matching the text, 30 a page from `offset`; the same for
     * everyone, so public (issue 38: the API's public cache answers it).
     */
    searchOffers: (query: string, offset: number, signal?: AbortSignal) =>
      request(API_PATHS.searchOffer, {
        query: { query, offset },
        schema: offerFeedPageSchema,
        signal,
        anonymous: true,
      }),
    /**
     * POST the interaction log (spec §7): feed paging and call-to-action clicks; 204. Callers
     * fire and forget it: a lost log line must never cost the member anything.
     */
    logInteraction: async (event: InteractionEvent): Promise<void> => {
      await request<unknown>(API_PATHS.logInteraction, {
        method: 'POST',
        body: interactionEventSchema.parse(event),
      });
    },
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
