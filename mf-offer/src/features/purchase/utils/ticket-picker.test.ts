import { FIRST_SHOW_MS, item, TICKETS } from '../../../test/fixtures';

import {
  citiesOf,
  NO_TICKET,
  optionsOf,
  reduceTicket,
  timesOf,
  toggleVariant,
  type TicketEvent,
  type TicketSelection,
} from './ticket-picker';

const LATER = FIRST_SHOW_MS + 3.5 * 3_600_000;
const NEXT_DAY = FIRST_SHOW_MS + 24 * 3_600_000;

const run = (...events: TicketEvent[]) =>
  events.reduce<TicketSelection>((state, event) => reduceTicket(TICKETS, state, event), NO_TICKET);

describe('the ticket picker steps', () => {
  it('lists cities in offer order, a city’s times earliest first, and a slot’s options', () => {
    expect(citiesOf(TICKETS)).toEqual(['Göteborg', 'Malmö']);
    expect(timesOf(TICKETS, 'Göteborg')).toEqual([FIRST_SHOW_MS, LATER]);
    expect(timesOf(TICKETS, 'Malmö')).toEqual([NEXT_DAY]);
    expect(timesOf(TICKETS, null)).toEqual([]);
    expect(optionsOf(TICKETS, 'Göteborg', FIRST_SHOW_MS).map((v) => v.id)).toEqual([
      'gbg-1s',
      'gbg-1v',
    ]);
  });

  it('leaves out variants without a date or a place', () => {
    expect(citiesOf([...TICKETS, item('shirt-s', 'Tröja S')])).toEqual(['Göteborg', 'Malmö']);
  });
});

describe('reduceTicket', () => {
  it('goes city → time → option', () => {
    const city = run({ type: 'city', city: 'Göteborg' });
    expect(city).toEqual({ city: 'Göteborg', time: null, variantId: null });
    const time = reduceTicket(TICKETS, city, { type: 'time', time: FIRST_SHOW_MS });
    // Two tickets share the slot: the option is still to choose.
    expect(time).toEqual({ city: 'Göteborg', time: FIRST_SHOW_MS, variantId: null });
    expect(reduceTicket(TICKETS, time, { type: 'option', variantId: 'gbg-1v' })).toEqual({
      city: 'Göteborg',
      time: FIRST_SHOW_MS,
      variantId: 'gbg-1v',
    });
  });

  it('selects the only ticket of a slot at once', () => {
    expect(run({ type: 'city', city: 'Göteborg' }, { type: 'time', time: LATER })).toEqual({
      city: 'Göteborg',
      time: LATER,
      variantId: 'gbg-2s',
    });
  });

  it('resets the time and clears the selection when the city changes', () => {
    const chosen = run(
      { type: 'city', city: 'Göteborg' },
      { type: 'time', time: FIRST_SHOW_MS },
      { type: 'option', variantId: 'gbg-1s' },
    );
    expect(reduceTicket(TICKETS, chosen, { type: 'city', city: 'Malmö' })).toEqual({
      city: 'Malmö',
      time: null,
      variantId: null,
    });
  });

  it('clears the option when the time changes', () => {
    const chosen = run(
      { type: 'city', city: 'Göteborg' },
      { type: 'time', time: FIRST_SHOW_MS },
      { type: 'option', variantId: 'gbg-1v' },
    );
    expect(reduceTicket(TICKETS, chosen, { type: 'time', time: LATER }).variantId).toBe('gbg-2s');
    const back = reduceTicket(
      TICKETS,
      { ...chosen, time: LATER, variantId: 'gbg-2s' },
      {
        type: 'time',
        time: FIRST_SHOW_MS,
      },
    );
    expect(back).toEqual({ city: 'Göteborg', time: FIRST_SHOW_MS, variantId: null });
  });

  it('keeps everything when the same step is chosen again', () => {
    const chosen = run(
      { type: 'city', city: 'Göteborg' },
      { type: 'time', time: FIRST_SHOW_MS },
      { type: 'option', variantId: 'gbg-1v' },
    );
    expect(reduceTicket(TICKETS, chosen, { type: 'city', city: 'Göteborg' })).toBe(chosen);
    expect(reduceTicket(TICKETS, chosen, { type: 'time', time: FIRST_SHOW_MS })).toBe(chosen);
  });

  it('ignores a city, time or option that is not on offer there', () => {
    const city = run({ type: 'city', city: 'Göteborg' });
    expect(reduceTicket(TICKETS, NO_TICKET, { type: 'city', city: 'Kiruna' })).toBe(NO_TICKET);
    expect(reduceTicket(TICKETS, NO_TICKET, { type: 'time', time: FIRST_SHOW_MS })).toBe(NO_TICKET);
    expect(reduceTicket(TICKETS, city, { type: 'time', time: NEXT_DAY })).toBe(city);
    expect(reduceTicket(TICKETS, city, { type: 'option', variantId: 'gbg-1s' })).toBe(city);
    const slot = reduceTicket(TICKETS, city, { type: 'time', time: FIRST_SHOW_MS });
    expect(reduceTicket(TICKETS, slot, { type: 'option', variantId: 'mmo-1s' })).toBe(slot);
  });

  it('starts over on reset', () => {
    expect(run({ type: 'city', city: 'Malmö' }, { type: 'reset' })).toEqual(NO_TICKET);
  });
});

describe('toggleVariant', () => {
  it('selects an item by its image, and deselects it when chosen again', () => {
    expect(toggleVariant(null, 'shirt-s')).toBe('shirt-s');
    expect(toggleVariant('shirt-s', 'shirt-m')).toBe('shirt-m');
    expect(toggleVariant('shirt-m', 'shirt-m')).toBeNull();
  });
});
