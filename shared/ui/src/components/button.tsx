import type { ButtonHTMLAttributes } from 'react';

import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  const classes = [styles.button, variant === 'secondary' ? styles.secondary : '', className ?? ''];
  return <button type={type} className={classes.join(' ').trim()} {...rest} />;
}

/**
 * The kit's button look for a link: the class names to put on a router `<Link>` or an `<a>` that
 * leads somewhere and should read as a button (an empty list's "way on", an error page's way
 * home, the store link of a forced update). It stays a link (it navigates, and a screen reader
 * says so); the kit is router-free, so the caller renders the element. `primary` fills it in the
 * brand's primary colour, `secondary` outlines it; the focus ring is the house's (base.css).
 */
export function linkButtonClassName(variant: ButtonVariant = 'primary'): string {
  return [styles.button, styles.link, variant === 'secondary' ? styles.secondary : '']
    .join(' ')
    .trim();
}
