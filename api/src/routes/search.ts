import type { FastifyPluginAsync } from 'fastify';

import {
  API_PATHS,
  offerFeedPageSchema,
  offerSearchBodySchema,
  SEARCH_PAGE_SIZE,
} from '@klubb/contracts';

import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';
import { toFeedItem } from '../services/offer-mappers';
import { enabledOfferTypes, searchOffers } from '../services/offer-queries';

import type { RouteDeps } from './route-deps';

/** POST /v1/search/offer {query, offset}: the brand's visible offers containing the text, 30 a page. */
export const searchRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { database, brands, publicUrl } = deps;
  app.post(API_PATHS.searchOffer, async (request) => {
    const body = parseInput(offerSearchBodySchema, request.body, 'body');
    const brand = await resolveBrand(request, brands);
    const rows = await searchOffers(database.orm, {
      brandId: brand.id,
      types: enabledOfferTypes(brand),
      query: body.query,
      offset: body.offset,
      limit: SEARCH_PAGE_SIZE,
    });
    return offerFeedPageSchema.parse(rows.map((row) => toFeedItem(row, publicUrl)));
  });
};
