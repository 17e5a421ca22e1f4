import type { ButtonHTMLAttributes } from 'react';

import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  const classes = [styles.button, variant === 'secondary' ? styles.secondary : '', className ?? ''];
  return <button type={type} className={classes.join(' ').trim()} {...rest} />;
}
