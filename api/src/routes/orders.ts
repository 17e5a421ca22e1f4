import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS, orderListSchema } from '@klubb/contracts';

import { requireMember } from '../http/member-context';
import { orderHistory } from '../services/order-history';

import type { RouteDeps } from './route-deps';

/** GET /v1/get_list/order_history: "My orders". */
export const orderRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  app.get(API_PATHS.getOrderHistory, async (request) => {
    const { user } = await requireMember(request, deps);
    return orderListSchema.parse(await orderHistory(deps.database.orm, user.id, deps.publicUrl));
  });
};
