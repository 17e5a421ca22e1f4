import {
  API_PATHS,
  billboardSchema,
  brandSchema,
  categoryListSchema,
  offerFeedPageSchema,
  offerSchema,
  type OfferType,
} from '@klubb/contracts';

import type { HttpRequest } from './http-client';

export interface OfferListParams {
  type?: OfferType;
  offset: number;
  categoryIdSelect?: ReadonlyArray<string>;
}

/** One typed function per endpoint of the product API (spec §7). */
export function createEndpoints(request: HttpRequest) {
  return {
    getBrand: (appUrl: string, signal?: AbortSignal) =>
      request(API_PATHS.getBrand, {
        query: { appUrl, authTenantIdSelect: true },
        schema: brandSchema,
        signal,
      }),
    getBillboard: (signal?: AbortSignal) =>
      request(API_PATHS.getBillboard, { schema: billboardSchema, signal }),
    getOfferList: (params: OfferListParams, signal?: AbortSignal) =>
      request(API_PATHS.getOfferList, {
        query: {
          type: params.type,
          offset: params.offset,
          categoryIdSelect: params.categoryIdSelect?.length ? params.categoryIdSelect : undefined,
        },
        schema: offerFeedPageSchema,
        signal,
      }),
    getOffer: (id: string, signal?: AbortSignal) =>
      request(API_PATHS.getOffer, { query: { id }, schema: offerSchema, signal }),
    getCategoryList: (signal?: AbortSignal) =>
      request(API_PATHS.getCategoryList, { schema: categoryListSchema, signal }),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
