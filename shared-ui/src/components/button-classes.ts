import clsx from 'clsx';
import styles from './Button.module.css';

export interface ButtonLook {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'normal' | 'small';
  block?: boolean;
}

/** A button's classes, for a button or for a plain link that looks like one. */
export const buttonClasses = (
  { variant = 'primary', size = 'normal', block }: ButtonLook,
  extra?: string,
) =>
  clsx(
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    extra,
  );
