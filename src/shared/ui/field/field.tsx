import { Field as ArkField } from '@ark-ui/react/field';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { FieldControlsContext } from '../input';
import { arkFieldControls } from './field-controls';

export type FieldProps = Omit<ComponentProps<typeof ArkField.Root>, 'children'> & {
  label?: ReactNode;
  helperText?: ReactNode;
  /** Marks the field invalid and shows the message under the control. */
  error?: ReactNode;
  /** The control, usually `<Input />` or `<Textarea />`. */
  children: ReactNode;
};

export function Field({
  label,
  helperText,
  error,
  invalid,
  className,
  children,
  ...rootProps
}: FieldProps) {
  const styles = field();
  const hasError = error != null && error !== false && error !== '';
  return (
    <ArkField.Root
      invalid={invalid ?? hasError}
      className={cx(styles.root, className)}
      {...rootProps}
    >
      {label != null && (
        <ArkField.Label className={styles.label}>
          {label}
          <ArkField.RequiredIndicator className={styles.requiredIndicator} />
        </ArkField.Label>
      )}
      <FieldControlsContext value={arkFieldControls}>{children}</FieldControlsContext>
      {helperText != null && (
        <ArkField.HelperText className={styles.helperText}>{helperText}</ArkField.HelperText>
      )}
      {hasError && <ArkField.ErrorText className={styles.errorText}>{error}</ArkField.ErrorText>}
    </ArkField.Root>
  );
}
