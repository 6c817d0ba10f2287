/** Bars of the signal-strength icon: 0 is no signal, 4 is excellent. */
export type SignalStrength = 0 | 1 | 2 | 3 | 4;

export interface SignalInputs {
  effectiveType?: string | null;
  downlink?: number | null;
  rtt?: number | null;
}

const BY_EFFECTIVE_TYPE: Readonly<Record<string, SignalStrength>> = { '4g': 4, '3g': 3, '2g': 2, 'slow-2g': 1 };

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Spec 1 §5 "Signal strength": from effectiveType (4g 4, 3g 3, 2g 2, slow-2g 1); without it from
 * downlink in Mbit/s (≥ 10 4, ≥ 5 3, ≥ 1 2, else 1); without that from rtt in ms (≤ 50 4,
 * ≤ 150 3, ≤ 300 2, else 1); with no data, 0 (no signal).
 */
export function signalStrength(network: SignalInputs | null | undefined): SignalStrength {
  if (!network) return 0;
  const { effectiveType, downlink, rtt } = network;
  if (effectiveType) {
    const bars = BY_EFFECTIVE_TYPE[effectiveType];
    if (bars !== undefined) return bars;
  }
  if (isNumber(downlink)) {
    if (downlink >= 10) return 4;
    if (downlink >= 5) return 3;
    if (downlink >= 1) return 2;
    return 1;
  }
  if (isNumber(rtt)) {
    if (rtt <= 50) return 4;
    if (rtt <= 150) return 3;
    if (rtt <= 300) return 2;
    return 1;
  }
  return 0;
}

export const SIGNAL_STRENGTH_LABELS: Readonly<Record<SignalStrength, string>> = {
  4: 'Excellent',
  3: 'Good',
  2: 'Fair',
  1: 'Poor',
  0: 'No signal',
};

/** Excellent, Good, Fair, Poor or No signal. */
export function signalStrengthLabel(strength: SignalStrength): string {
  return SIGNAL_STRENGTH_LABELS[strength];
}
