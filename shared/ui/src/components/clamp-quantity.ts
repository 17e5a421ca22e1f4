import { QUANTITY_MINIMUM } from '@klubb/contracts';

/**
 * Spec §5 "Quantity": an integer from the minimum (1) up to `max` when one is known. Non-numeric
 * input resets to the minimum; a fraction is cut to its whole part; anything out of range is
 * clamped. With a maximum below the minimum the minimum wins (the caller shows sold out then).
 */
export function clampQuantity(
  value: string | number,
  max: number | null = null,
  min: number = QUANTITY_MINIMUM,
): number {
  const text = typeof value === 'string' ? value.trim() : value;
  const number = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(number)) return min;
  const whole = Math.trunc(number);
  const upper = max === null ? whole : Math.min(whole, max);
  return Math.max(min, upper);
}
