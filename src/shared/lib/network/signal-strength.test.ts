import { describe, expect, it } from 'vitest';
import { signalStrength, signalStrengthLabel } from './signal-strength';

describe('signalStrength (spec 1 §5)', () => {
  it.each([
    ['4g', 4],
    ['3g', 3],
    ['2g', 2],
    ['slow-2g', 1],
  ] as const)('effectiveType %s is %i bars, whatever downlink and rtt say', (effectiveType, bars) => {
    expect(signalStrength({ effectiveType, downlink: 0.1, rtt: 5000 })).toBe(bars);
  });

  it.each([
    [10, 4],
    [25, 4],
    [9.9, 3],
    [5, 3],
    [4.9, 2],
    [1, 2],
    [0.9, 1],
    [0, 1],
  ])('without effectiveType, downlink %f is %i bars', (downlink, bars) => {
    expect(signalStrength({ downlink, rtt: 10 })).toBe(bars);
  });

  it.each([
    [0, 4],
    [50, 4],
    [51, 3],
    [150, 3],
    [151, 2],
    [300, 2],
    [301, 1],
  ])('without effectiveType and downlink, rtt %i is %i bars', (rtt, bars) => {
    expect(signalStrength({ rtt })).toBe(bars);
  });

  it('is 0 (no signal) with no data', () => {
    expect(signalStrength(undefined)).toBe(0);
    expect(signalStrength(null)).toBe(0);
    expect(signalStrength({})).toBe(0);
    expect(signalStrength({ effectiveType: null, downlink: null, rtt: null })).toBe(0);
  });

  it('falls through an unknown effectiveType', () => {
    expect(signalStrength({ effectiveType: '5g', downlink: 6 })).toBe(3);
  });
});

describe('signalStrengthLabel', () => {
  it('names every strength', () => {
    expect([4, 3, 2, 1, 0].map((bars) => signalStrengthLabel(bars as 0 | 1 | 2 | 3 | 4))).toEqual([
      'Excellent',
      'Good',
      'Fair',
      'Poor',
      'No signal',
    ]);
  });
});
