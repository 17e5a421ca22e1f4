import type { restaurantMapSettings, restaurants } from '../schema';

import { mapUrlOf } from './price-parts';

type NewRestaurant = typeof restaurants.$inferInsert;

// name, street and city, latitude, longitude, phone, description, booking widget?
const PLACES: Array<[string, string, number, number, string, string, boolean]> = [
  [
    'Bistro Norr',
    'Odengatan 41, 113 51 Stockholm',
    59.3455,
    18.0553,
    '+4681234501',
    'Fransk bistro med säsongens råvaror.',
    true,
  ],
  [
    'Saluhallens Kök',
    'Östermalmstorg 1, 114 39 Stockholm',
    59.3359,
    18.0786,
    '+4681234502',
    'Lunch och middag mitt i saluhallen.',
    true,
  ],
  [
    'Trattoria Söder',
    'Götgatan 54, 118 26 Stockholm',
    59.3127,
    18.0735,
    '+4681234503',
    'Pasta och pizza från vedugn.',
    false,
  ],
  [
    'Sjöboden',
    'Strandvägen 17, 114 56 Stockholm',
    59.3326,
    18.0847,
    '+4681234504',
    'Skaldjur och utsikt över vattnet.',
    true,
  ],
  [
    'Kafé Kronan',
    'Drottninggatan 88, 111 36 Stockholm',
    59.3368,
    18.0603,
    '+4681234505',
    'Fika, frukost och smörgåsar.',
    false,
  ],
  [
    'Fiskekrogen',
    'Lilla Torget 1, 411 18 Göteborg',
    57.7047,
    11.9615,
    '+46311234501',
    'Västkustens fisk och skaldjur.',
    true,
  ],
  [
    'Haga Deli',
    'Haga Nygata 5, 413 01 Göteborg',
    57.6988,
    11.9557,
    '+46311234502',
    'Delikatesser och smörgåsbord.',
    false,
  ],
  [
    'Avenyns Grill',
    'Kungsportsavenyen 8, 411 36 Göteborg',
    57.7017,
    11.9733,
    '+46311234503',
    'Grillat över öppen eld.',
    true,
  ],
  [
    'Möllans Mat',
    'Möllevångstorget 3, 214 24 Malmö',
    55.5902,
    13.0095,
    '+46401234501',
    'Mat från hela världen.',
    true,
  ],
  [
    'Västra Hamnens Bar',
    'Scaniaplatsen 2, 211 17 Malmö',
    55.6136,
    12.9767,
    '+46401234502',
    'Naturvin och småplock vid havet.',
    false,
  ],
  [
    'Domkyrkans Krog',
    'Sankt Eriks torg 5, 753 10 Uppsala',
    59.8578,
    17.6337,
    '+46181234501',
    'Husmanskost i gamla stan.',
    true,
  ],
  [
    'Älvens Bord',
    'Storgatan 44, 903 26 Umeå',
    63.8254,
    20.2599,
    '+46901234501',
    'Norrländska smaker.',
    false,
  ],
];

/** Brand A's restaurants (restaurants on); brand B has none (restaurants off). */
export const SEED_RESTAURANTS: NewRestaurant[] = PLACES.map(
  ([name, address, lat, lng, phone, shortDescription, bookable], index) => {
    const id = `klubb-restaurant-${String(index + 1).padStart(2, '0')}`;
    return {
      id,
      brandId: 'klubb',
      name,
      address,
      lat,
      lng,
      mapsUrl: mapUrlOf(lat, lng),
      phone,
      shortDescription,
      restaurantUrl: `https://restaurang.example/${id}`,
      restaurantWidgetUrl: bookable ? `https://booking.example/widget/${id}` : null,
      sortOrder: index,
    };
  },
);

/** The map: Sweden's south in view; `DEMO_MAP_ID` works for advanced markers in development. */
export const SEED_MAP_SETTINGS: Array<typeof restaurantMapSettings.$inferInsert> = [
  {
    brandId: 'klubb',
    mapId: 'DEMO_MAP_ID',
    centerLat: 58.5,
    centerLng: 15.0,
    zoom: 5,
    controls: {
      zoomControl: true,
      mapTypeControl: false,
      streetViewControl: false,
      fullscreenControl: false,
      clickableIcons: false,
    },
  },
];
