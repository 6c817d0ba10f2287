import type { SVGProps } from 'react';

export type StrokeIconProps = SVGProps<SVGSVGElement> & {
  /** Width and height; a number is pixels. Default: the text's size (1em). */
  size?: number | string;
};

/**
 * A 24×24 line icon drawn in the text's colour, with round ends and joins: the frame of every
 * inline icon (give it the paths). Decorative unless it gets an `aria-label`.
 */
export function StrokeIcon({ size = '1em', strokeWidth = 2, children, ...props }: StrokeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props['aria-label'] ? undefined : true}
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
