import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import {
  API_PATHS,
  ERROR_CODES,
  restaurantListQuerySchema,
  restaurantListSchema,
  restaurantMapsSettingsSchema,
  restaurantQuerySchema,
  restaurantSchema,
  type Restaurant,
} from '@klubb/contracts';

import { restaurantMapSettings, restaurants } from '../db/schema';
import { ApiError } from '../http/api-error';
import { requireMember } from '../http/member-context';
import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';

import type { RouteDeps } from './route-deps';

const COLUMNS = {
  id: restaurants.id,
  name: restaurants.name,
  address: restaurants.address,
  lat: restaurants.lat,
  lng: restaurants.lng,
  mapsUrl: restaurants.mapsUrl,
  phone: restaurants.phone,
  shortDescription: restaurants.shortDescription,
  restaurantUrl: restaurants.restaurantUrl,
  restaurantWidgetUrl: restaurants.restaurantWidgetUrl,
};

const notFound = () => new ApiError(404, ERROR_CODES.restaurantNotFound, 'No such restaurant');

/**
 * The restaurant list and detail (anonymous visitors may browse them), and the map's settings for
 * members. A brand with restaurants switched off has none.
 */
export const restaurantRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { orm } = deps.database;

  app.get(API_PATHS.getRestaurantList, async (request) => {
    const query = parseInput(restaurantListQuerySchema, request.query, 'query');
    const brand = await resolveBrand(request, deps.brands);
    if (!brand.config.showRestaurants) return [];
    const rows: Restaurant[] = await orm
      .select(COLUMNS)
      .from(restaurants)
      .where(eq(restaurants.brandId, brand.id))
      .orderBy(asc(restaurants.sortOrder), asc(restaurants.name), asc(restaurants.id))
      .limit(query.limit);
    return restaurantListSchema.parse(rows);
  });

  app.get(API_PATHS.getRestaurant, async (request) => {
    const query = parseInput(restaurantQuerySchema, request.query, 'query');
    const brand = await resolveBrand(request, deps.brands);
    if (!brand.config.showRestaurants) throw notFound();
    const [row] = await orm
      .select(COLUMNS)
      .from(restaurants)
      .where(and(eq(restaurants.brandId, brand.id), eq(restaurants.id, query.id)))
      .limit(1);
    if (!row) throw notFound();
    return restaurantSchema.parse(row);
  });

  app.get(API_PATHS.getRestaurantMapsSettings, async (request) => {
    const { brand } = await requireMember(request, deps);
    const [row] = brand.config.showRestaurants
      ? await orm
          .select()
          .from(restaurantMapSettings)
          .where(eq(restaurantMapSettings.brandId, brand.id))
          .limit(1)
      : [];
    if (!row) throw notFound();
    const flag = (name: string) => row.controls[name] ?? false;
    return restaurantMapsSettingsSchema.parse({
      apiKey: deps.settings.mapsApiKey,
      mapId: row.mapId,
      center_lat: row.centerLat,
      center_lng: row.centerLng,
      zoom: row.zoom,
      zoomControl: flag('zoomControl'),
      mapTypeControl: flag('mapTypeControl'),
      streetViewControl: flag('streetViewControl'),
      fullscreenControl: flag('fullscreenControl'),
      clickableIcons: flag('clickableIcons'),
    });
  });
};
