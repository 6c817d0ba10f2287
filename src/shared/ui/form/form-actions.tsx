import type { ReactNode } from 'react';
import type { ButtonVariantProps } from 'styled-system/recipes';
import { Button } from '../button';
import { formStyles } from './form-styles';
import { StickyActions } from './sticky-actions';

export interface FormActionsProps {
  /** The primary button's text: it submits the form unless `onConfirm` is given. */
  confirmLabel: ReactNode;
  /** For a confirmation without a form: the primary button runs this instead of submitting. */
  onConfirm?: () => void;
  /** `danger` for what cannot be undone. */
  tone?: 'solid' | 'danger';
  size?: ButtonVariantProps['size'];
  /** The action is running: the primary button spins, Cancel waits. */
  busy?: boolean;
  /** The primary button is off (the form is not ready yet). */
  disabled?: boolean;
  /** Shows the secondary (outline) button; none when left out. */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
  /** A guest page's form (sign-in, sign-up): one large primary button across the form. */
  fullWidth?: boolean;
  /** A long page form: on a phone the row stays in view at the bottom of the screen (`StickyActions`). */
  sticky?: boolean;
}

/** A dialog's or form's button row: the way back (Cancel) and the primary action, busy while it runs. */
export function FormActions({ confirmLabel, onConfirm, tone, size, busy = false, disabled, onCancel, cancelLabel = 'Cancel', fullWidth, sticky = false }: FormActionsProps) {
  const buttonSize = fullWidth ? 'lg' : size;
  const Row = sticky ? StickyActions : 'div';
  return (
    <Row className={fullWidth ? formStyles.actions : formStyles.buttons}>
      {onCancel && (
        <Button variant="outline" size={buttonSize} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
      )}
      <Button type={onConfirm ? 'button' : 'submit'} variant={tone} size={buttonSize} loading={busy} disabled={disabled} onClick={onConfirm} fullWidth={fullWidth}>
        {confirmLabel}
      </Button>
    </Row>
  );
}
