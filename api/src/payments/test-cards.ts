import { CARD_ERROR_CODES, cardDigits, validateCardForm, type CardForm } from '@klubb/contracts';

/** A card error as Stripe answers it (HTTP 402, `type: card_error`; PROTOCOLS.md §4.4). */
export interface CardError {
  code: string;
  declineCode?: string;
  message: string;
  param?: string;
}

/** Stripe's test cards and what paying with them gives (docs.stripe.com/testing). */
const TEST_CARD_OUTCOMES: Record<string, CardError> = {
  '4000000000000002': {
    code: CARD_ERROR_CODES.cardDeclined,
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: CARD_ERROR_CODES.cardDeclined,
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': {
    code: CARD_ERROR_CODES.cardDeclined,
    declineCode: 'lost_card',
    message: 'Your card was declined.',
  },
  '4000000000009979': {
    code: CARD_ERROR_CODES.cardDeclined,
    declineCode: 'stolen_card',
    message: 'Your card was declined.',
  },
  '4000000000000069': { code: CARD_ERROR_CODES.expiredCard, message: 'Your card has expired.' },
  '4000000000000127': {
    code: CARD_ERROR_CODES.incorrectCvc,
    message: "Your card's security code is incorrect.",
    param: 'cvc',
  },
  '4000000000000119': {
    code: CARD_ERROR_CODES.processingError,
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  '4000000000000341': {
    code: CARD_ERROR_CODES.cardDeclined,
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
};

const FORM_ERRORS: Record<string, CardError> = {
  number: {
    code: CARD_ERROR_CODES.incorrectNumber,
    message: 'Your card number is incorrect.',
    param: 'number',
  },
  expMonth: {
    code: CARD_ERROR_CODES.invalidExpiryMonth,
    message: "Your card's expiration month is invalid.",
    param: 'exp_month',
  },
  expYear: {
    code: CARD_ERROR_CODES.invalidExpiryYear,
    message: "Your card's expiration year is invalid.",
    param: 'exp_year',
  },
  cvc: {
    code: CARD_ERROR_CODES.invalidCvc,
    message: "Your card's security code is invalid.",
    param: 'cvc',
  },
};

/**
 * What charging this card gives: null for success (4242 4242 4242 4242, 5555 5555 5555 4444 and
 * any other valid number), otherwise the card error. The card is checked first as Stripe.js does
 * (number by Luhn, month, two-digit year, CVC).
 */
export function chargeOutcome(card: CardForm, now = new Date()): CardError | null {
  const errors = validateCardForm(card, now);
  for (const field of ['number', 'expMonth', 'expYear', 'cvc'] as const) {
    if (errors[field]) return FORM_ERRORS[field] ?? null;
  }
  return TEST_CARD_OUTCOMES[cardDigits(card.number)] ?? null;
}

/** Stripe's test cards that ask for 3-D Secure authentication before they are charged. */
const AUTHENTICATION_CARDS = new Set(['4000002760003184', '4000000000003220', '4000002500003155']);

export function needsAuthentication(card: CardForm): boolean {
  return AUTHENTICATION_CARDS.has(cardDigits(card.number));
}
