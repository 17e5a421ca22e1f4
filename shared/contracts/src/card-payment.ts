import { z } from 'zod';

import { lazySchema } from './lazy-schema';
import { orderSchema } from './order';
import { validateEmail } from './validation';

/**
 * Card payment (spec §5 "Card payment"): the fields of the stand-in's card form, their rules, and
 * the error codes of the card payment provider (PROTOCOLS.md §4.4). The form and the payment
 * stand-in check a card with the same functions.
 */
export interface CardForm {
  name: string;
  email: string;
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}
export type CardField = keyof CardForm;
export type CardFieldError = 'required' | 'invalid';

/** Stripe's card error codes (PROTOCOLS.md §4.4) as the stand-in answers them. */
export const CARD_ERROR_CODES = {
  incorrectNumber: 'incorrect_number',
  invalidExpiryMonth: 'invalid_expiry_month',
  invalidExpiryYear: 'invalid_expiry_year',
  invalidCvc: 'invalid_cvc',
  cardDeclined: 'card_declined',
  expiredCard: 'expired_card',
  incorrectCvc: 'incorrect_cvc',
  processingError: 'processing_error',
} as const;

/** Card number lengths the networks issue. */
const CARD_NUMBER_LENGTH = { min: 12, max: 19 };

/** The card number's digits, without the spaces and dashes people type. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn check digit test every card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function validateCardNumber(number: string): CardFieldError | null {
  const digits = cardDigits(number);
  if (digits === '') return 'required';
  const fits = digits.length >= CARD_NUMBER_LENGTH.min && digits.length <= CARD_NUMBER_LENGTH.max;
  return fits && isLuhnValid(digits) ? null : 'invalid';
}

export function validateExpiryMonth(month: string): CardFieldError | null {
  const trimmed = month.trim();
  if (trimmed === '') return 'required';
  return /^\d{1,2}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 12
    ? null
    : 'invalid';
}

/** Two digits, and with the month not in the past (a card is valid through its month). */
export function validateExpiryYear(
  year: string,
  month: string,
  now = new Date(),
): CardFieldError | null {
  const trimmed = year.trim();
  if (trimmed === '') return 'required';
  if (!/^\d{2}$/.test(trimmed)) return 'invalid';
  const fullYear = 2000 + Number(trimmed);
  const thisYear = now.getFullYear();
  if (fullYear < thisYear) return 'invalid';
  const monthNumber = Number(month.trim());
  if (fullYear === thisYear && validateExpiryMonth(month) === null) {
    return monthNumber < now.getMonth() + 1 ? 'invalid' : null;
  }
  return null;
}

export function validateCvc(cvc: string): CardFieldError | null {
  const trimmed = cvc.trim();
  if (trimmed === '') return 'required';
  return /^\d{3,4}$/.test(trimmed) ? null : 'invalid';
}

/** Every field's problem, or an empty object when the card form may be sent. */
export function validateCardForm(
  form: CardForm,
  now = new Date(),
): Partial<Record<CardField, CardFieldError>> {
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  if (form.name.trim() === '') errors.name = 'required';
  if (form.email.trim() === '') errors.email = 'required';
  else if (validateEmail(form.email.trim()) !== null) errors.email = 'invalid';
  const checks: [CardField, CardFieldError | null][] = [
    ['number', validateCardNumber(form.number)],
    ['expMonth', validateExpiryMonth(form.expMonth)],
    ['expYear', validateExpiryYear(form.expYear, form.expMonth, now)],
    ['cvc', validateCvc(form.cvc)],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

/** GET /v1/get/checkout/session: where a checkout stands, and its order once paid. */
export const checkoutStatusQuerySchema = lazySchema(() =>
  z.object({
    stripeCheckoutSessionId: z.string().min(1).max(200),
  }),
);
export const checkoutStatusSchema = lazySchema(() =>
  z.object({
    status: z.enum(['open', 'complete', 'expired']),
    paymentStatus: z.enum(['paid', 'unpaid', 'no_payment_required']),
    order: orderSchema.nullable(),
  }),
);
export type CheckoutProgress = z.infer<typeof checkoutStatusSchema>;

/**
 * The payment stand-in (outside production) serves Stripe's REST paths under Stripe's host name,
 * as the identity stand-in does Google's: `${apiUrl}/api.stripe.com/v1/…`.
 */
export const PAYMENT_STAND_IN_PREFIX = '/api.stripe.com';
/** The stand-in's confirm call, which the local card form posts the card to (form-encoded). */
export const paymentStandInConfirmPath = (sessionId: string) =>
  `${PAYMENT_STAND_IN_PREFIX}/v1/payment_pages/${encodeURIComponent(sessionId)}/confirm`;
/** The publishable keys of the stand-in start with this; any other key is Stripe's. */
export const STAND_IN_PUBLISHABLE_KEY_PREFIX = 'pk_test_local';
