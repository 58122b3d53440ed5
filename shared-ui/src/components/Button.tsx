import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import clsx from 'clsx';
import styles from './Button.module.css';
import { Spinner } from './Spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
interface Look {
  variant?: Variant;
  size?: 'normal' | 'small';
  block?: boolean;
}

const classes = ({ variant = 'primary', size = 'normal', block }: Look, extra?: string) =>
  clsx(
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    extra,
  );

export function Button({
  variant,
  size,
  block,
  loading,
  className,
  children,
  type = 'button',
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; children: ReactNode }) {
  return (
    <button
      type={type}
      className={classes({ variant, size, block }, className)}
      disabled={loading || rest.disabled}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={16} inverse={variant === undefined || variant === 'primary'} />}
      {children}
    </button>
  );
}

export function ButtonLink({ variant, size, block, className, ...rest }: Look & LinkProps) {
  return <Link className={classes({ variant, size, block }, className)} {...rest} />;
}
