import { PinInput as ArkPinInput } from "@ark-ui/react/pin-input";
import { pinInput } from "styled-system/recipes";

export interface PinInputProps {
  label: string;
  /** Number of digits (one box each). */
  length: number;
  /** Every change of the digits (the boxes keep their own value). */
  onValueChange: (value: string) => void;
  /** Called once every box holds a digit (typing the last one, or a paste). */
  onValueComplete?: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
}

/**
 * A numeric one-time code, one digit per box: paste fills the boxes, Backspace clears and moves
 * back, and the browser may offer the code it received (`autocomplete="one-time-code"`).
 */
export function PinInput({
  label,
  length,
  onValueChange,
  onValueComplete,
  invalid,
  disabled,
  autoFocus,
  name,
}: PinInputProps) {
  const styles = pinInput();
  return (
    <ArkPinInput.Root
      className={styles.root}
      onValueChange={(details) => onValueChange(details.valueAsString)}
      onValueComplete={(details) => onValueComplete?.(details.valueAsString)}
      type="numeric"
      otp
      invalid={invalid}
      disabled={disabled}
      autoFocus={autoFocus}
      name={name}
      count={length}
    >
      <ArkPinInput.Label className={styles.label}>{label}</ArkPinInput.Label>
      <ArkPinInput.Control className={styles.control}>
        {Array.from({ length }, (_, index) => (
          <ArkPinInput.Input
            key={index}
            index={index}
            className={styles.input}
            aria-label={`Digit ${index + 1} of ${length}`}
          />
        ))}
      </ArkPinInput.Control>
      <ArkPinInput.HiddenInput />
    </ArkPinInput.Root>
  );
}
