import type { ImageOptions, ItemVariant } from '@klubb/contracts';

/** A picture as the API answers it. */
export function image(n = 1, description: string | null = 'Scenen i kvällsljus'): ImageOptions {
  const name = `puff-${String(n).padStart(2, '0')}`;
  return {
    jpeg: [
      { width: 400, url: `http://localhost:4000/media/${name}-400.jpg` },
      { width: 800, url: `http://localhost:4000/media/${name}-800.jpg` },
    ],
    webp: [{ width: 800, url: `http://localhost:4000/media/${name}-800.webp` }],
    width: 800,
    height: 533,
    imageDescription: description,
  };
}

const HOUR_MS = 3_600_000;
export const FIRST_SHOW_MS = Date.UTC(2027, 1, 1, 17, 0);

/** A ticket in a city at a start time, standard price unless told. */
export function ticket(
  id: string,
  city: string,
  start: number,
  overrides: Partial<ItemVariant> = {},
): ItemVariant {
  return {
    id,
    title: `Ordinarie, ${city}`,
    description: '',
    images: [],
    price: { current: 395, original: null },
    currency: 'SEK',
    customFeeIdList: ['klubb-fee-service'],
    taxRates: [{ id: 'klubb-vat-6', display_name: 'Moms 6 %', percentage: 6 }],
    purchaseCap: 6,
    date: { start, end: start + 3 * HOUR_MS },
    location: {
      address: 'Götaplatsen 1',
      zipCode: '41256',
      city,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=57.6968,11.9799',
    },
    ...overrides,
  };
}

/** Göteborg at two times (the first with standard and VIP), Malmö at one. */
export const TICKETS: ItemVariant[] = [
  ticket('gbg-1s', 'Göteborg', FIRST_SHOW_MS),
  ticket('gbg-1v', 'Göteborg', FIRST_SHOW_MS, {
    title: 'VIP, Göteborg',
    price: { current: 995, original: null },
    purchaseCap: 2,
  }),
  ticket('gbg-2s', 'Göteborg', FIRST_SHOW_MS + 3.5 * HOUR_MS),
  ticket('mmo-1s', 'Malmö', FIRST_SHOW_MS + 24 * HOUR_MS),
];

/** Merchandise: sizes with pictures and no date or place. */
export function item(id: string, title: string, overrides: Partial<ItemVariant> = {}): ItemVariant {
  return {
    ...ticket(id, '', 0),
    title,
    images: [image(3, `${title} på bild`)],
    price: { current: 249, original: 329 },
    purchaseCap: 5,
    date: null,
    location: null,
    taxRates: [{ id: 'klubb-vat-25', display_name: 'Moms 25 %', percentage: 25 }],
    ...overrides,
  };
}
