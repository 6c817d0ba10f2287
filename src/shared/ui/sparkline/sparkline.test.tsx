import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sparkline } from './sparkline';
import { downsample, sparklinePaths } from './sparkline-path';

describe('sparklinePaths', () => {
  it('draws from zero: the largest value touches the top, zero lies on the baseline', () => {
    expect(sparklinePaths([0, 50, 100], 100, 21)).toEqual({
      line: 'M0 21 L50 11 L100 1',
      area: 'M0 21 L50 11 L100 1 L100 21 L0 21 Z',
    });
  });

  it('does not stretch a small move over the whole height (the scale is not min..max)', () => {
    const { line } = sparklinePaths([95, 100], 10, 21)!;
    // 95 of 100 sits near the top, not on the baseline.
    expect(line).toBe('M0 2 L10 1');
  });

  it('lays a series of zeros (or missing values) on the baseline, and draws nothing for one point', () => {
    expect(sparklinePaths([0, 0, Number.NaN], 10, 8)!.line).toBe('M0 8 L5 8 L10 8');
    expect(sparklinePaths([5], 10, 8)).toBeNull();
    expect(sparklinePaths([], 10, 8)).toBeNull();
  });
});

describe('downsample', () => {
  it('averages a long series in equal runs and leaves a short one as it is', () => {
    expect(downsample([1, 3, 5, 7, 9], 3)).toEqual([2, 6, 9]);
    expect(downsample([1, 2], 3)).toEqual([1, 2]);
  });
});

describe('Sparkline', () => {
  it('is decoration: hidden from assistive technology, and absent without a trend', () => {
    const { container, rerender } = render(<Sparkline values={[1, 2, 3]} />);
    expect(screen.getByTestId('sparkline')).toHaveAttribute('aria-hidden', 'true');
    rerender(<Sparkline values={[3]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
