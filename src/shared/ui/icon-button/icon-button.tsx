import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { iconButton, type IconButtonVariantProps } from 'styled-system/recipes';

export type IconButtonProps = ComponentProps<'button'> & IconButtonVariantProps;

/** A round icon-only button (header actions, row actions); give it an `aria-label`. */
export function IconButton({ size, type = 'button', className, ...rest }: IconButtonProps) {
  return <button type={type} className={cx(iconButton({ size }), className)} {...rest} />;
}
