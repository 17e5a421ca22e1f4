import { z } from 'zod';

import { imageOptionsSchema } from './image';
import {
  customFeeBuildRecordSchema,
  itemVariantSchema,
  itemVariantTypeSchema,
} from './item-variant';
import { lazySchema } from './lazy-schema';
import { offerTypeSchema } from './offer-type';

/** The most lines one cart update may carry, and the most one line may add or take away. */
export const CART_UPDATE_MAX_LINES = 50;
export const CART_LINE_MAX_QUANTITY = 1000;

/** One line of the stored cart form (spec §3). */
export const cartLineSchema = lazySchema(() =>
  z.object({
    itemVariantId: z.string().min(1).max(64),
    offerId: z.string().min(1).max(64),
    /**
     * Added to what the cart holds (spec §7 "adding sums"); 0 removes the line. A negative number
     * takes that many away. The result is clamped by the variant's purchase cap and availability.
     */
    quantity: z.number().int().min(-CART_LINE_MAX_QUANTITY).max(CART_LINE_MAX_QUANTITY),
  }),
);
export type CartLine = z.infer<typeof cartLineSchema>;

/** PUT /v1/update/user/shopping_cart (the spec's spelling of the key). */
export const updateCartBodySchema = lazySchema(() =>
  z.object({
    shopingCartItemList: z.array(cartLineSchema).max(CART_UPDATE_MAX_LINES),
  }),
);
export type UpdateCartBody = z.input<typeof updateCartBodySchema>;

/** A cart line as shown (spec §3 "Cart item (display)"), priced now by the server. */
export const cartItemSchema = lazySchema(() =>
  z.object({
    offerId: z.string(),
    offerType: offerTypeSchema,
    offerTitle: z.string(),
    offerPuffImage: imageOptionsSchema,
    itemVariantId: z.string(),
    itemVariantType: itemVariantTypeSchema,
    quantity: z.number().int().nonnegative(),
    itemVariant: itemVariantSchema,
    itemVariantCustomFeeBuildRecord: customFeeBuildRecordSchema,
  }),
);
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The displayed cart (spec §3). Money in major units: `totalPrice` is what the member pays
 * (items and fees), `totalCustomFeePrice` the fees in it.
 */
export const shoppingCartSchema = lazySchema(() =>
  z.object({
    itemList: z.array(cartItemSchema),
    totalPrice: z.number().nonnegative(),
    totalCustomFeePrice: z.number().nonnegative(),
    totalQuantity: z.number().int().nonnegative(),
    currency: z.enum(['SEK', 'NOK']),
  }),
);
export type ShoppingCart = z.infer<typeof shoppingCartSchema>;
