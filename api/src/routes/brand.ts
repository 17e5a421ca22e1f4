import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS, brandQuerySchema, brandSchema } from '@klubb/contracts';

import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';

import type { RouteDeps } from './route-deps';

/**
 * GET /v1/get/brand?appUrl=…&authTenantIdSelect=true: the brand of the app URL (the query's first,
 * then X-App-Url, then Origin). The identity tenant is only sent when asked for.
 */
export const brandRoutes: FastifyPluginAsync<RouteDeps> = async (app, { brands }) => {
  app.get(API_PATHS.getBrand, async (request) => {
    const query = parseInput(brandQuerySchema, request.query, 'query');
    const brand = await resolveBrand(request, brands, query.appUrl);
    return brandSchema.parse({
      ...brand,
      authTenantId: query.authTenantIdSelect === 'true' ? brand.authTenantId : null,
    });
  });
};
