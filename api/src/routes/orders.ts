import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS, orderHistoryQuerySchema, orderListSchema } from '@klubb/contracts';

import { requireMember } from '../http/member-context';
import { parseInput } from '../http/parse-input';
import { orderHistory } from '../services/order-history';

import type { RouteDeps } from './route-deps';

/** GET /v1/get_list/order_history?after: "My orders", 20 a page (issue 38). */
export const orderRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  app.get(API_PATHS.getOrderHistory, async (request) => {
    const { after } = parseInput(orderHistoryQuerySchema, request.query, 'query');
    const { user } = await requireMember(request, deps);
    return orderListSchema.parse(
      await orderHistory(deps.database.orm, user.id, deps.publicUrl, after),
    );
  });
};
