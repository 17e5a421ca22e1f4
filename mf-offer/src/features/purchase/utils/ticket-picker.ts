import type { ItemVariant } from '@klubb/contracts';

/**
 * The ticket picker of spec §4 as a pure state machine: city, then time, then a title/price
 * option when several tickets share that slot. Changing a step resets the later ones and clears
 * the selection; a slot with one ticket selects it at once.
 */
export interface TicketSelection {
  city: string | null;
  /** The start (ms) of the chosen slot. */
  time: number | null;
  variantId: string | null;
}

export type TicketEvent =
  | { type: 'city'; city: string }
  | { type: 'time'; time: number }
  | { type: 'option'; variantId: string }
  | { type: 'reset' };

export const NO_TICKET: TicketSelection = { city: null, time: null, variantId: null };

type Ticket = ItemVariant & {
  date: NonNullable<ItemVariant['date']>;
  location: NonNullable<ItemVariant['location']>;
};

/** Only tickets with a date and a place can be picked by city and time. */
export const ticketsOf = (variants: ReadonlyArray<ItemVariant>): Ticket[] =>
  variants.filter((v): v is Ticket => v.date !== null && v.location !== null);

const unique = <T>(values: T[]) => [...new Set(values)];

/** The cities in the order the offer lists its tickets. */
export const citiesOf = (variants: ReadonlyArray<ItemVariant>) =>
  unique(ticketsOf(variants).map((ticket) => ticket.location.city));

/** The slots (start times) of a city, earliest first. */
export const timesOf = (variants: ReadonlyArray<ItemVariant>, city: string | null) =>
  unique(
    ticketsOf(variants)
      .filter((ticket) => ticket.location.city === city)
      .map((ticket) => ticket.date.start),
  ).sort((a, b) => a - b);

/** The tickets of one slot: the title/price options. */
export const optionsOf = (
  variants: ReadonlyArray<ItemVariant>,
  city: string | null,
  time: number | null,
) =>
  ticketsOf(variants).filter(
    (ticket) => ticket.location.city === city && ticket.date.start === time,
  );

export function reduceTicket(
  variants: ReadonlyArray<ItemVariant>,
  selection: TicketSelection,
  event: TicketEvent,
): TicketSelection {
  switch (event.type) {
    case 'reset':
      return NO_TICKET;
    case 'city':
      if (event.city === selection.city || !citiesOf(variants).includes(event.city)) {
        return selection;
      }
      return { city: event.city, time: null, variantId: null };
    case 'time': {
      if (event.time === selection.time) return selection;
      const options = optionsOf(variants, selection.city, event.time);
      if (options.length === 0) return selection;
      return {
        city: selection.city,
        time: event.time,
        variantId: options.length === 1 ? (options[0]?.id ?? null) : null,
      };
    }
    case 'option': {
      const options = optionsOf(variants, selection.city, selection.time);
      if (!options.some((option) => option.id === event.variantId)) return selection;
      return { ...selection, variantId: event.variantId };
    }
  }
}

/** Non-ticket variants toggle by image: choosing the chosen one again deselects it. */
export const toggleVariant = (selected: string | null, variantId: string): string | null =>
  selected === variantId ? null : variantId;
