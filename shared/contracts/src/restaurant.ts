import { z } from 'zod';

import { RESTAURANT_LIST_LIMIT } from './constants';
import { lazySchema } from './lazy-schema';

/** Restaurant (spec §3). */
export const restaurantSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    mapsUrl: z.string(),
    phone: z.string().nullable(),
    shortDescription: z.string(),
    restaurantUrl: z.string().nullable(),
    /** The booking widget's URL; the detail page shows its pop-up only when there is one. */
    restaurantWidgetUrl: z.string().nullable(),
  }),
);
export type Restaurant = z.infer<typeof restaurantSchema>;
export const restaurantListSchema = lazySchema(() => z.array(restaurantSchema));

/** GET /v1/get_list/restaurant?limit=100 (the spec's limit, and the most it answers). */
export const restaurantListQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(RESTAURANT_LIST_LIMIT).default(RESTAURANT_LIST_LIMIT),
  }),
);

export const restaurantQuerySchema = lazySchema(() => z.object({ id: z.string().min(1).max(64) }));

/** GET /v1/get/brand/role/restaurant_maps_settings (spec §3 Map settings). */
export const restaurantMapsSettingsSchema = lazySchema(() =>
  z.object({
    /** The Google Maps key from the API's environment (MAPS_API_KEY); empty when not set. */
    apiKey: z.string(),
    mapId: z.string(),
    center_lat: z.number(),
    center_lng: z.number(),
    zoom: z.number().int(),
    zoomControl: z.boolean(),
    mapTypeControl: z.boolean(),
    streetViewControl: z.boolean(),
    fullscreenControl: z.boolean(),
    clickableIcons: z.boolean(),
  }),
);
export type RestaurantMapsSettings = z.infer<typeof restaurantMapsSettingsSchema>;
