import { FIRST_SHOW_MS, item, TICKETS } from '../../../test/fixtures';

import { purchaseProblem, quantityMaximum, type PurchaseCheck } from './purchase-rules';
import { NO_TICKET } from './ticket-picker';

const vip = TICKETS[1]!;
const shirt = item('shirt-s', 'Tröja S');

const ticketCheck = (overrides: Partial<PurchaseCheck> = {}): PurchaseCheck => ({
  variantType: 'ticket',
  selection: { city: 'Göteborg', time: FIRST_SHOW_MS, variantId: vip.id },
  variant: vip,
  available: 40,
  inCart: 0,
  ...overrides,
});

describe('purchaseProblem', () => {
  it('asks for a city and a date before a ticket', () => {
    expect(purchaseProblem(ticketCheck({ selection: NO_TICKET, variant: null }))).toBe(
      'chooseCityAndDate',
    );
    expect(
      purchaseProblem(
        ticketCheck({
          selection: { city: 'Göteborg', time: null, variantId: null },
          variant: null,
        }),
      ),
    ).toBe('chooseCityAndDate');
  });

  it('asks for the ticket type when the slot’s option is not chosen, else for an item', () => {
    expect(
      purchaseProblem(
        ticketCheck({ selection: { city: 'Göteborg', time: FIRST_SHOW_MS, variantId: null } }),
      ),
    ).toBe('chooseTicketType');
    expect(
      purchaseProblem({
        variantType: 'other',
        selection: NO_TICKET,
        variant: null,
        available: null,
        inCart: 0,
      }),
    ).toBe('chooseItem');
  });

  it('refuses a sold-out item, and one the member holds the most of already', () => {
    expect(purchaseProblem(ticketCheck({ available: 0 }))).toBe('soldOut');
    expect(purchaseProblem(ticketCheck({ inCart: vip.purchaseCap }))).toBe('maxPurchases');
  });

  it('lets a chosen item on sale through', () => {
    expect(purchaseProblem(ticketCheck())).toBeNull();
    expect(
      purchaseProblem({
        variantType: 'other',
        selection: { ...NO_TICKET, variantId: shirt.id },
        variant: shirt,
        available: null,
        inCart: 4,
      }),
    ).toBeNull();
  });
});

describe('quantityMaximum', () => {
  it('is what is left to sell, within what the purchase cap leaves after the cart', () => {
    expect(quantityMaximum(vip, 40, 0)).toBe(2);
    expect(quantityMaximum(vip, 40, 1)).toBe(1);
    expect(quantityMaximum(shirt, 3, 0)).toBe(3);
    expect(quantityMaximum(shirt, null, 1)).toBe(4);
    expect(quantityMaximum(shirt, 10, 7)).toBe(0);
  });
});
