import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClasses as classes, type ButtonLook as Look } from './button-classes.ts';
import { Spinner } from './Spinner.tsx';

export { buttonClasses, type ButtonLook } from './button-classes.ts';

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
