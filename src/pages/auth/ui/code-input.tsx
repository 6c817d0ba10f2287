import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';

const styles = {
  group: css({ display: 'flex', gap: { base: '2', sm: '3' }, justifyContent: 'center' }),
  box: css({
    width: { base: '10', sm: '12' },
    height: { base: '12', sm: '14' },
    textAlign: 'center',
    fontSize: 'xl',
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
    color: 'fg.default',
    bg: 'bg.canvas',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'control',
    outline: 'none',
    _focusVisible: { borderColor: 'border.focus', outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' },
    _invalid: { borderColor: 'danger.fg' },
    _disabled: { opacity: '0.48', cursor: 'not-allowed' },
  }),
};

export interface CodeInputProps {
  /** The form field name of the whole code (a hidden input carries it). */
  name: string;
  /** One entry per box; `''` for an empty box. */
  digits: string[];
  onDigitsChange: (digits: string[]) => void;
  /** Id of the element that labels the group. */
  labelledBy: string;
  /** Id of the error text, when there is one. */
  errorId?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A numeric one-time code, one box per digit: typing moves on, Backspace moves back, and pasting
 * (or an autofilled code) fills the boxes from the one it lands in.
 */
export function CodeInput({
  name,
  digits,
  onDigitsChange,
  labelledBy,
  errorId,
  invalid = false,
  disabled = false,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = digits.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `text` from box `start` on and focuses the box after the last one written. */
  const fill = (start: number, text: string) => {
    const incoming = onlyDigits(text);
    if (!incoming) return;
    // A whole code pasted anywhere replaces the code.
    const from = incoming.length >= length ? 0 : start;
    const next = [...digits];
    for (let i = 0; i < incoming.length && from + i < length; i += 1) next[from + i] = incoming[i] ?? '';
    onDigitsChange(next);
    focusBox(Math.min(from + incoming.length, length - 1));
  };

  const handleChange = (index: number, value: string) => {
    const typed = onlyDigits(value);
    if (typed.length === 0) {
      const next = [...digits];
      next[index] = '';
      onDigitsChange(next);
      return;
    }
    // The box already held a digit: the new one is whichever character is not the old one.
    const previous = digits[index] ?? '';
    const digit = typed.length === 2 && typed.startsWith(previous) ? typed.slice(1) : typed;
    fill(index, digit);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onDigitsChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.group}>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder, so the position is a stable key.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.box}
          value={digit}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          aria-describedby={errorId}
          disabled={disabled}
        />
      ))}
      <input type="hidden" name={name} value={digits.join('')} />
    </div>
  );
}
