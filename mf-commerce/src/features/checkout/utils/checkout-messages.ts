import {
  CARD_ERROR_CODES,
  ERROR_CODES,
  type CardField,
  type CardFieldError,
} from '@klubb/contracts';
import { isApiError } from '@klubb/sdk';

/** The translation keys of the checkout's messages (spec §8). */
export type CheckoutMessage =
  | 'checkout.empty'
  | 'checkout.errors.purchaseCap'
  | 'checkout.errors.soldOut'
  | 'checkout.errors.cardNumberInvalid'
  | 'checkout.errors.cardDeclined'
  | 'checkout.errors.insufficientFunds'
  | 'checkout.errors.cancelled'
  | 'checkout.errors.refunded'
  | 'checkout.errors.expMonthInvalid'
  | 'checkout.errors.expYearInvalid'
  | 'checkout.errors.cvcInvalid'
  | 'checkout.errors.generic';

/**
 * Why a checkout could not start: the empty cart, the purchase cap and sold out have the spec's
 * own messages; anything else is the generic something-went-wrong.
 */
export function startFailureMessage(error: unknown): CheckoutMessage {
  if (!isApiError(error)) return 'checkout.errors.generic';
  if (error.code === ERROR_CODES.cartEmpty) return 'checkout.empty';
  if (error.code === ERROR_CODES.purchaseCapReached) return 'checkout.errors.purchaseCap';
  if (error.code === ERROR_CODES.checkoutSoldOut) return 'checkout.errors.soldOut';
  return 'checkout.errors.generic';
}

/** A card error of the payment provider (PROTOCOLS.md §4.4) as the spec words it. */
export function cardErrorMessage(code: string | undefined, declineCode?: string): CheckoutMessage {
  switch (code) {
    case CARD_ERROR_CODES.incorrectNumber:
      return 'checkout.errors.cardNumberInvalid';
    case CARD_ERROR_CODES.invalidExpiryMonth:
      return 'checkout.errors.expMonthInvalid';
    case CARD_ERROR_CODES.invalidExpiryYear:
      return 'checkout.errors.expYearInvalid';
    case CARD_ERROR_CODES.invalidCvc:
    case CARD_ERROR_CODES.incorrectCvc:
      return 'checkout.errors.cvcInvalid';
    case CARD_ERROR_CODES.cardDeclined:
      return declineCode === 'insufficient_funds'
        ? 'checkout.errors.insufficientFunds'
        : 'checkout.errors.cardDeclined';
    case CARD_ERROR_CODES.expiredCard:
      return 'checkout.errors.cardDeclined';
    default:
      return 'checkout.errors.generic';
  }
}

const FIELD_INVALID: Record<CardField, string> = {
  name: 'checkout.errors.required',
  email: 'checkout.errors.emailInvalid',
  number: 'checkout.errors.cardNumberInvalid',
  expMonth: 'checkout.errors.expMonthInvalid',
  expYear: 'checkout.errors.expYearInvalid',
  cvc: 'checkout.errors.cvcInvalid',
};

/** A card form field's problem as a translation key. */
export const fieldMessage = (field: CardField, error: CardFieldError) =>
  error === 'required' ? 'checkout.errors.required' : FIELD_INVALID[field];
