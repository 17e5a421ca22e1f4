import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './code-boxes.module.css';

export interface CodeBoxesProps {
  /** The digits typed so far; a box without a digit is a space. */
  value: string;
  length: number;
  onChange: (value: string) => void;
  /** The group's name, read before the boxes. */
  label: string;
  invalid?: boolean;
}

const at = (value: string, index: number) => (/\d/.test(value[index] ?? '') ? value[index] : '');

/**
 * One box per digit (spec §5): typing a digit moves on, Backspace clears the box (or the one
 * before when it is empty), a pasted code fills the boxes, and Enter submits the form.
 */
export function CodeBoxes({ value, length, onChange, label, invalid }: CodeBoxesProps) {
  const { t } = useTranslation('common');
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, index) => at(value, index) ?? '');

  const write = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(
      next
        .map((d) => d || ' ')
        .join('')
        .trimEnd(),
    );
  };
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) write(index, '');
      else if (index > 0) {
        write(index - 1, '');
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    event.preventDefault();
    const next = [...digits];
    [...pasted].slice(0, length - index).forEach((digit, offset) => (next[index + offset] = digit));
    onChange(
      next
        .map((d) => d || ' ')
        .join('')
        .trimEnd(),
    );
    focus(index + pasted.length);
  };

  return (
    <div role="group" aria-label={label} className={styles.codeBoxes}>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: the position is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={invalid ? `${styles.codeBox} ${styles.invalid}` : styles.codeBox}
          value={digit}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={1}
          aria-label={t('codeDigit', { position: index + 1, count: length })}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => {
            const typed = event.target.value.replace(/\D/g, '').slice(-1);
            if (!typed) return;
            write(index, typed);
            focus(index + 1);
          }}
        />
      ))}
    </div>
  );
}
