import type { TaxRate } from '@klubb/contracts';

import {
  feesOf,
  toItemVariant,
  type PriceParts,
  type VariantRow,
} from '../../services/item-variants';
import type { orderItems, orders } from '../schema';

import type { NewOffer } from './generate-offers';
import type { NewVariant } from './offer-details';
import { SEED_CUSTOM_FEES, SEED_TAX_RATES } from './price-parts';

type NewOrder = typeof orders.$inferInsert;
type NewOrderItem = typeof orderItems.$inferInsert;

// [order id, member, day, payment method, offer, quantity, additional info]
const ORDERS: Array<[string, string, string, NewOrder['paymentMethod'], string, number, string?]> =
  [
    ['klubb-order-0001', 'seed-klubb-anna', '2026-10-20T18:12:00Z', 'card', 'klubb-live-005', 2],
    [
      'klubb-order-0002',
      'seed-klubb-anna',
      '2026-09-12T09:30:00Z',
      'invoice',
      'klubb-benefit-006',
      1,
    ],
    [
      'klubb-order-0003',
      'seed-klubb-anna',
      '2026-08-01T12:00:00Z',
      'interest_registration',
      'klubb-live-002',
      1,
      'Intresseanmälan: vi hör av oss om fler biljetter släpps.',
    ],
    [
      'klubb-order-0004',
      'seed-klubb-erik',
      '2026-10-02T15:45:00Z',
      'bank_transaction',
      'klubb-live-001',
      2,
    ],
  ];

/** Price parts from the seed's own lists: orders are written in the same transaction. */
function seedParts(): PriceParts {
  const parts: PriceParts = { taxRates: new Map(), fees: {}, feeMinor: new Map() };
  for (const rate of SEED_TAX_RATES) {
    const taxRate: TaxRate = {
      id: rate.id,
      display_name: rate.displayName,
      percentage: rate.percentage,
    };
    parts.taxRates.set(rate.id, taxRate);
  }
  for (const fee of SEED_CUSTOM_FEES) {
    parts.fees[fee.id] = { id: fee.id, name: fee.name, price: { current: fee.priceMinor / 100 } };
    parts.feeMinor.set(fee.id, fee.priceMinor);
  }
  return parts;
}

const asRow = (variant: NewVariant): VariantRow => ({
  description: '',
  images: [],
  priceOriginal: null,
  customFeeIds: [],
  taxRateIds: [],
  dateStart: null,
  dateEnd: null,
  location: null,
  sortOrder: 0,
  ...variant,
});

/** A few past orders per member, so "My orders" shows every payment method. */
export function seedOrders(offers: NewOffer[], variants: NewVariant[]) {
  const parts = seedParts();
  const rows: NewOrder[] = [];
  const items: NewOrderItem[] = [];
  for (const [id, userId, day, paymentMethod, offerId, quantity, info] of ORDERS) {
    const offer = offers.find((candidate) => candidate.id === offerId);
    const variant = variants.find((candidate) => candidate.offerId === offerId);
    if (!offer || !variant) throw new Error(`No seeded offer or variant for order ${id}`);
    const row = asRow(variant);
    const fees = row.customFeeIds.reduce((sum, fee) => sum + (parts.feeMinor.get(fee) ?? 0), 0);
    const paid = paymentMethod !== 'interest_registration';
    const itemVariant = toItemVariant(row, parts, '');
    rows.push({
      id,
      brandId: offer.brandId,
      userId,
      paymentMethod,
      amountTotal: paid ? (row.priceCurrent + fees) * quantity : 0,
      currency: row.currency,
      customFeeBuildRecord: paid ? feesOf([row], parts) : {},
      taxRateBuildRecord: Object.fromEntries(itemVariant.taxRates.map((rate) => [rate.id, rate])),
      additionalInfo: info ?? null,
      interestItemVariantId: paid ? null : row.id,
      createdAt: new Date(day),
    });
    items.push({
      orderId: id,
      itemVariantId: row.id,
      offerId,
      offerType: offer.type,
      offerTitle: offer.title,
      quantity,
      itemVariant: paid ? itemVariant : { ...itemVariant, customFeeIdList: [] },
    });
  }
  return { orders: rows, items };
}
