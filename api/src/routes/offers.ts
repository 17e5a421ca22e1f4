import type { FastifyPluginAsync } from 'fastify';

import {
  API_PATHS,
  billboardSchema,
  ERROR_CODES,
  offerFeedPageSchema,
  offerListQuerySchema,
  offerMemberStateQuerySchema,
  offerMemberStateSchema,
  offerQuerySchema,
  offerSchema,
} from '@klubb/contracts';

import { ApiError } from '../http/api-error';
import { requireMember } from '../http/member-context';
import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';
import { offerDetail } from '../services/offer-detail';
import { toBillboard, toFeedItem } from '../services/offer-mappers';
import { offerMemberState } from '../services/offer-member-state';
import {
  enabledOfferTypes,
  findBillboardOffer,
  findVisibleOffer,
  listFeedOffers,
} from '../services/offer-queries';

import type { RouteDeps } from './route-deps';

/** The feeds, the billboard and an offer's detail (spec §7). */
export const offerRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { database, brands, publicUrl } = deps;

  // GET /v1/get_list/offer?type&offset&after&categoryIdSelect: 30 a page, newest first; `after`
  // (the last offer's id) pages by keyset, at the same cost on every page (issue 38). Without a type it
  // is the mixed feed of the types switched on for the brand; a type switched off gives no offers.
  app.get(API_PATHS.getOfferList, async (request) => {
    const query = parseInput(offerListQuerySchema, request.query, 'query');
    const brand = await resolveBrand(request, brands);
    const enabled = enabledOfferTypes(brand);
    const types = query.type ? enabled.filter((type) => type === query.type) : enabled;
    const rows = await listFeedOffers(database.orm, {
      brandId: brand.id,
      types,
      categoryIds: query.categoryIdSelect,
      offset: query.offset,
      ...(query.after === undefined ? {} : { after: query.after }),
    });
    return offerFeedPageSchema.parse(rows.map((row) => toFeedItem(row, publicUrl)));
  });

  app.get(API_PATHS.getBillboard, async (request) => {
    const brand = await resolveBrand(request, brands);
    const row = await findBillboardOffer(database.orm, brand.id);
    if (!row) throw new ApiError(404, ERROR_CODES.billboardNotFound, 'This brand has no billboard');
    return billboardSchema.parse(toBillboard(row, publicUrl));
  });

  // GET /v1/get/offer?id&getVoucher&getCompanionOffer&getAvailability: another brand's offer, or
  // one not yet published, is not found; one whose end date has passed is gone (410), so the
  // client can say "no longer active". Anonymous visitors may ask; a token, if sent, must be good.
  app.get(API_PATHS.getOffer, async (request) => {
    const query = parseInput(offerQuerySchema, request.query, 'query');
    const brand = await resolveBrand(request, brands);
    const caller = await deps.auth.optional(request, brand);
    const row = await findVisibleOffer(database.orm, brand.id, query.id);
    const offer = await offerDetail(database.orm, row, {
      publicUrl,
      userId: caller?.uid ?? null,
      getVoucher: query.getVoucher ?? false,
      getCompanionOffer: query.getCompanionOffer ?? false,
      getAvailability: query.getAvailability ?? false,
    });
    return offerSchema.parse(offer);
  });

  // GET /v1/get/offer/member?id: the member's own part of the detail (issue 38), so the detail
  // itself can come from the public cache for members too. Only the caller's own state, always.
  app.get(API_PATHS.getOfferMemberState, async (request) => {
    const query = parseInput(offerMemberStateQuerySchema, request.query, 'query');
    const { brand, user } = await requireMember(request, deps);
    const row = await findVisibleOffer(database.orm, brand.id, query.id);
    return offerMemberStateSchema.parse(await offerMemberState(database.orm, row, user.id));
  });
};
