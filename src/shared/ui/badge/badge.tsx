import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { badge, type BadgeVariantProps } from 'styled-system/recipes';

export type BadgeProps = ComponentProps<'span'> & BadgeVariantProps;

/** One of the badge's colours (a status record's tone). */
export type BadgePalette = Extract<NonNullable<BadgeProps['palette']>, string>;

export function Badge({ palette, variant, size, className, ...rest }: BadgeProps) {
  return <span className={cx(badge({ palette, variant, size }), className)} {...rest} />;
}
