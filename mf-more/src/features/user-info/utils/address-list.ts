import type { Address } from '@klubb/contracts';

/** A blank private address, as the "add address" button appends it. */
export const emptyAddress = (): Address => ({ careOf: '', street: '', zipCode: '', city: '' });

export const addAddress = (list: readonly Address[]): Address[] => [...list, emptyAddress()];

export const removeAddress = (list: readonly Address[], index: number): Address[] =>
  list.filter((_, at) => at !== index);

export const updateAddress = (
  list: readonly Address[],
  index: number,
  patch: Partial<Address>,
): Address[] => list.map((address, at) => (at === index ? { ...address, ...patch } : address));

/**
 * Moves the address at `from` by `step` places (−1 up, +1 down); a move past either end leaves
 * the list as it is. Returns the new list and where the address is now, for focus to follow it.
 */
export function moveAddress(
  list: readonly Address[],
  from: number,
  step: -1 | 1,
): { list: Address[]; index: number } {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) {
    return { list: [...list], index: from };
  }
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return { list: next, index: to };
}
