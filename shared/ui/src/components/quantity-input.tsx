import { useId, useState } from 'react';

import { QUANTITY_MINIMUM } from '@klubb/contracts';

import { clampQuantity } from './clamp-quantity';
import styles from './quantity-input.module.css';

export interface QuantityInputProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The most allowed, when known (availability, or the purchase cap). */
  max?: number | null;
  /** The visible label of the field, e.g. "Antal". */
  label: string;
  /** Names of the − and + buttons. */
  decreaseLabel: string;
  increaseLabel: string;
}

/**
 * A quantity field with − and + buttons (spec §5 "Quantity"): integers from 1 to `max`. A typed
 * number is clamped at once; anything else is kept while typing and resets to the minimum when
 * the field is left or Enter is pressed. Arrow keys step like a spin button.
 */
export function QuantityInput({
  value,
  onChange,
  max = null,
  label,
  decreaseLabel,
  increaseLabel,
}: QuantityInputProps) {
  const id = useId();
  // Text that does not read as a number yet (an emptied field); null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The value changed from outside (a reset): what was being typed gives way to it.
    setShown(value);
    setDraft(null);
  }
  const set = (next: string | number) => {
    const quantity = clampQuantity(next, max);
    setDraft(null);
    onChange(quantity);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.step}
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={value <= QUANTITY_MINIMUM}
          onClick={() => set(value - 1)}
        >
          {'−'}
        </button>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuemin={QUANTITY_MINIMUM}
          aria-valuemax={max ?? undefined}
          aria-valuenow={value}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            if (/^\s*\d+\s*$/.test(text)) set(text);
            else setDraft(text);
          }}
          onBlur={() => {
            if (draft !== null) set(draft);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp') set(value + 1);
            else if (event.key === 'ArrowDown') set(value - 1);
            else if (event.key === 'Enter' && draft !== null) set(draft);
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={max !== null && value >= max}
          onClick={() => set(value + 1)}
        >
          {'+'}
        </button>
      </div>
    </div>
  );
}
