import type { Restaurant } from '@klubb/contracts';

/** A restaurant as the API answers it, for the restaurants' tests. */
export const bistro: Restaurant = {
  id: 'r1',
  name: 'Bistro Norr',
  address: 'Odengatan 41',
  lat: 59.3,
  lng: 18.05,
  mapsUrl: 'https://maps.example/r1',
  phone: null,
  shortDescription: 'Bistro',
  restaurantUrl: null,
  restaurantWidgetUrl: null,
};
