import { cx } from 'styled-system/css';
import { spinner, type SpinnerVariantProps } from 'styled-system/recipes';

export type SpinnerProps = SpinnerVariantProps & { className?: string };

/** Decorative: the busy state is announced by the element that owns it (aria-busy). */
export function Spinner({ size, className }: SpinnerProps) {
  return <span aria-hidden="true" className={cx(spinner({ size }), className)} />;
}
