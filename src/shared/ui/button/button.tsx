import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';
import { Spinner } from '../spinner';

export type ButtonProps = ComponentProps<'button'> &
  ButtonVariantProps & {
    /** Shows a spinner and disables the button until the action settles. */
    loading?: boolean;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(button({ variant, size, fullWidth }), className)}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
