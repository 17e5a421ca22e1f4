import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS, shoppingCartSchema, updateCartBodySchema } from '@klubb/contracts';

import { requireMember } from '../http/member-context';
import { parseInput } from '../http/parse-input';
import { updateCart } from '../services/cart-update';
import { cartView } from '../services/cart-view';

import type { RouteDeps } from './route-deps';

/** The member's cart: read it, and change it (answering the cart as it now is). */
export const cartRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { database, publicUrl } = deps;

  app.get(API_PATHS.getShoppingCart, async (request) => {
    const { brand, user } = await requireMember(request, deps, { onboarded: true });
    const { cart } = await cartView(database.orm, brand, user.id, publicUrl);
    return shoppingCartSchema.parse(cart);
  });

  app.put(API_PATHS.updateShoppingCart, async (request) => {
    const body = parseInput(updateCartBodySchema, request.body, 'body');
    const { brand, user } = await requireMember(request, deps, { onboarded: true });
    await updateCart(database, brand, user.id, body.shopingCartItemList);
    const { cart } = await cartView(database.orm, brand, user.id, publicUrl);
    return shoppingCartSchema.parse(cart);
  });
};
