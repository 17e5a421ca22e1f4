import type { FastifyPluginAsync } from 'fastify';

import {
  API_PATHS,
  claimedVoucherListSchema,
  claimedVoucherQuerySchema,
  claimVoucherBodySchema,
  claimVoucherResultSchema,
} from '@klubb/contracts';

import { requireMember } from '../http/member-context';
import { parseInput } from '../http/parse-input';
import { listClaimedVouchers } from '../services/claimed-vouchers';
import { claimVoucher } from '../services/claims';
import { findVisibleOffer } from '../services/offer-queries';

import type { RouteDeps } from './route-deps';

/** Promo codes: claim one (members who finished set-up), and list the member's claims by page. */
export const claimRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  app.post(API_PATHS.claimVoucherCode, async (request) => {
    const body = parseInput(claimVoucherBodySchema, request.body, 'body');
    const { brand, user } = await requireMember(request, deps, { onboarded: true });
    const offer = await findVisibleOffer(deps.database.orm, brand.id, body.id);
    return claimVoucherResultSchema.parse(await claimVoucher(deps.database, offer, user.id));
  });

  // GET …/voucher/code?after: 20 a page (issue 38), the next after the cursor named.
  app.get(API_PATHS.getClaimedVoucherCodes, async (request) => {
    const { after } = parseInput(claimedVoucherQuerySchema, request.query, 'query');
    const { user } = await requireMember(request, deps);
    return claimedVoucherListSchema.parse(await listClaimedVouchers(deps.database, user.id, after));
  });
};
