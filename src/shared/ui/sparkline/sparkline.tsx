import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { downsample, sparklinePaths } from './sparkline-path';

const WIDTH = 120;
const HEIGHT = 32;
/** More points than this are averaged down (see `downsample`). */
const MAX_POINTS = 60;

const styles = {
  root: css({ display: 'block', w: 'full', h: '8', color: 'accent.default', overflow: 'visible' }),
};

interface SparklineProps {
  /** The series, oldest first (e.g. streams per day). */
  values: readonly number[];
  className?: string;
}

/**
 * A small trend line under a headline figure: area and line in the accent colour, from zero.
 * Decoration only (`aria-hidden`): the figure and its change carry the meaning in text, and the
 * page's chart has the full series with its table. Plain SVG, no chart library.
 */
export function Sparkline({ values, className }: SparklineProps) {
  const gradient = useId();
  const paths = sparklinePaths(downsample(values, MAX_POINTS), WIDTH, HEIGHT);
  if (!paths) return null;
  return (
    <svg
      className={cx(styles.root, className)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="sparkline"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="currentColor" stopOpacity="0.32" />
          <stop offset="100%" stopColor="currentColor" stopOpacity="0.02" />
        </linearGradient>
      </defs>
      <path d={paths.area} fill={`url(#${gradient})`} />
      <path d={paths.line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
