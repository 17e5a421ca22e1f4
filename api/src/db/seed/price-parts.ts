import type { customFees, taxRates } from '../schema';

/** VAT rates and fees per brand: Swedish 25/12/6 % moms, Norwegian 25/15/12 % mva. */
export const SEED_TAX_RATES: Array<typeof taxRates.$inferInsert> = [
  { id: 'klubb-vat-25', brandId: 'klubb', displayName: 'Moms 25 %', percentage: 25 },
  { id: 'klubb-vat-12', brandId: 'klubb', displayName: 'Moms 12 %', percentage: 12 },
  { id: 'klubb-vat-6', brandId: 'klubb', displayName: 'Moms 6 %', percentage: 6 },
  { id: 'norge-mva-25', brandId: 'klubb-norge', displayName: 'MVA 25 %', percentage: 25 },
  { id: 'norge-mva-15', brandId: 'klubb-norge', displayName: 'MVA 15 %', percentage: 15 },
  { id: 'norge-mva-12', brandId: 'klubb-norge', displayName: 'MVA 12 %', percentage: 12 },
];

export const SEED_CUSTOM_FEES: Array<typeof customFees.$inferInsert> = [
  { id: 'klubb-fee-service', brandId: 'klubb', name: 'Serviceavgift', priceMinor: 2900 },
  { id: 'klubb-fee-shipping', brandId: 'klubb', name: 'Frakt', priceMinor: 4900 },
  { id: 'norge-fee-service', brandId: 'klubb-norge', name: 'Servicegebyr', priceMinor: 3500 },
];

/** Where the seeded events happen, with coordinates for the map link. */
export const SEED_VENUES: Record<
  string,
  { address: string; zipCode: string; lat: number; lng: number }
> = {
  Stockholm: { address: 'Hötorget 8', zipCode: '11157', lat: 59.3346, lng: 18.0632 },
  Göteborg: { address: 'Götaplatsen 1', zipCode: '41256', lat: 57.6968, lng: 11.9799 },
  Malmö: { address: 'Ystadvägen 25', zipCode: '21445', lat: 55.5837, lng: 13.0296 },
  Uppsala: { address: 'Vaksala torg 1', zipCode: '75331', lat: 59.8601, lng: 17.6466 },
  Umeå: { address: 'Döbelnsgatan 3', zipCode: '90330', lat: 63.8247, lng: 20.2632 },
};

export const mapUrlOf = (lat: number, lng: number) =>
  `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

/** The cities event number `number` tours: two or three in a row of the venue list. */
export function ticketCitiesOf(number: number): string[] {
  return Object.keys(SEED_VENUES).slice(number % 3, (number % 3) + 2 + (number % 2));
}
