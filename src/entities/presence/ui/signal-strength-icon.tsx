import { css, cx } from 'styled-system/css';
import { signalStrength, signalStrengthLabel, type SignalInputs, type SignalStrength } from '@/shared/lib/network';

const styles = {
  root: css({ flexShrink: '0' }),
  on: {
    4: css({ fill: 'success.fg' }),
    3: css({ fill: 'success.fg' }),
    2: css({ fill: 'warning.fg' }),
    1: css({ fill: 'danger.fg' }),
    0: css({ fill: 'fg.subtle' }),
  } satisfies Record<SignalStrength, string>,
  off: css({ fill: 'bg.emphasized' }),
};

const BARS = [1, 2, 3, 4] as const;

export interface SignalStrengthIconProps {
  network: SignalInputs | null | undefined;
  size?: number;
  className?: string;
}

/** Four bars filled by signal strength (spec 1 §5); its label (e.g. "Good") is its accessible name. */
export function SignalStrengthIcon({ network, size = 16, className }: SignalStrengthIconProps) {
  const strength = signalStrength(network);
  const label = signalStrengthLabel(strength);
  return (
    <svg
      role="img"
      aria-label={label}
      data-strength={strength}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={cx(styles.root, className)}
      focusable="false"
    >
      <title>{label}</title>
      {BARS.map((bar) => (
        <rect
          key={bar}
          x={bar * 5 - 3}
          y={20 - bar * 4}
          width="3.5"
          height={bar * 4}
          rx="1"
          className={bar <= strength ? styles.on[strength] : styles.off}
        />
      ))}
    </svg>
  );
}
