import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS, categoryListSchema, OFFER_TYPES, type OfferType } from '@klubb/contracts';

import { categories, offers } from '../db/schema';
import { resolveBrand } from '../http/resolve-brand';
import { enabledOfferTypes, isVisible } from '../services/offer-queries';

import type { RouteDeps } from './route-deps';

/**
 * The types a category can filter: those it has visible offers of, within the types it was made
 * for (all, when it names none). A category with no offers of a type is no filter for that type's
 * feed: pressing it would only empty the feed.
 */
export function filterableTypes(
  declared: readonly OfferType[],
  found: readonly OfferType[],
): OfferType[] {
  return (declared.length ? declared : OFFER_TYPES).filter((type) => found.includes(type));
}

/** GET /v1/get_list/brand/category: the brand's categories in display order. */
export const categoryRoutes: FastifyPluginAsync<RouteDeps> = async (app, { database, brands }) => {
  app.get(API_PATHS.getCategoryList, async (request) => {
    const brand = await resolveBrand(request, brands);
    const [rows, present] = await Promise.all([
      database.orm
        .select({ id: categories.id, name: categories.name, offerTypes: categories.offerTypes })
        .from(categories)
        .where(eq(categories.brandId, brand.id))
        .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id)),
      database.orm
        .selectDistinct({ categoryId: offers.categoryId, type: offers.type })
        .from(offers)
        .where(and(eq(offers.brandId, brand.id), isVisible())),
    ]);
    const shown = enabledOfferTypes(brand);
    const typesByCategory = new Map<string, OfferType[]>();
    for (const { categoryId, type } of present) {
      if (!categoryId || !shown.includes(type)) continue;
      typesByCategory.set(categoryId, [...(typesByCategory.get(categoryId) ?? []), type]);
    }
    return categoryListSchema.parse(
      rows.map((row) => ({
        ...row,
        offerTypes: filterableTypes(row.offerTypes, typesByCategory.get(row.id) ?? []),
      })),
    );
  });
};
