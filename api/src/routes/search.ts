import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import {
  API_PATHS,
  offerFeedPageSchema,
  offerSearchBodySchema,
  offerSearchQuerySchema,
  SEARCH_PAGE_SIZE,
} from '@klubb/contracts';

import { searchConfigOf } from '../db/search-config';
import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';
import { toFeedItem } from '../services/offer-mappers';
import { enabledOfferTypes, searchOffers } from '../services/offer-queries';

import type { RouteDeps } from './route-deps';

/**
 * POST /v1/search/offer {query, offset} (spec §7) and GET /v1/search/offer?query&offset (issue 38,
 * the same answer, which the public cache keeps): the brand's visible offers containing the text,
 * 30 a page.
 */
export const searchRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { database, brands, publicUrl } = deps;

  async function search(request: FastifyRequest, input: { query: string; offset: number }) {
    const brand = await resolveBrand(request, brands);
    const rows = await searchOffers(database.orm, {
      brandId: brand.id,
      config: searchConfigOf(brand.language),
      types: enabledOfferTypes(brand),
      query: input.query,
      offset: input.offset,
      limit: SEARCH_PAGE_SIZE,
    });
    return offerFeedPageSchema.parse(rows.map((row) => toFeedItem(row, publicUrl)));
  }

  app.post(API_PATHS.searchOffer, async (request) =>
    search(request, parseInput(offerSearchBodySchema, request.body, 'body')),
  );
  app.get(API_PATHS.searchOffer, async (request) =>
    search(request, parseInput(offerSearchQuerySchema, request.query, 'query')),
  );
};
