import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS, categoryListSchema } from '@klubb/contracts';

import { categories } from '../db/schema';
import { resolveBrand } from '../http/resolve-brand';

import type { RouteDeps } from './route-deps';

/** GET /v1/get_list/brand/category: the brand's categories in display order. */
export const categoryRoutes: FastifyPluginAsync<RouteDeps> = async (app, { database, brands }) => {
  app.get(API_PATHS.getCategoryList, async (request) => {
    const brand = await resolveBrand(request, brands);
    const rows = await database.orm
      .select({ id: categories.id, name: categories.name, offerTypes: categories.offerTypes })
      .from(categories)
      .where(eq(categories.brandId, brand.id))
      .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
    return categoryListSchema.parse(rows);
  });
};
