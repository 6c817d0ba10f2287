import { useState } from 'react';
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useUnit } from 'effector-react';
import { AutoLoginError, resetPasswordFx, type AuthSession } from '@/entities/session';
import { Button, FormMessage, formStyles, TextField } from '@/shared/ui';
import { errorMessageOf } from '../lib/error-message';
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from '../model/schemas';

export const RESET_FAILED_MESSAGE = 'We could not reset your password. The link may have expired.';

export interface ResetPasswordFormProps {
  email: string;
  /** The reset token from the emailed link. */
  token: string;
  /** Password changed and signed in automatically. */
  onSuccess: (session: AuthSession) => void;
  /** Password changed, but the automatic login failed: the user signs in by hand. */
  onPasswordChanged: (message: string) => void;
}

/** New password + confirmation, then the automatic login (spec 1 §4). */
export function ResetPasswordForm({ email, token, onSuccess, onPasswordChanged }: ResetPasswordFormProps) {
  const [resetPassword, pending] = useUnit([resetPasswordFx, resetPasswordFx.pending]);
  const [failure, setFailure] = useState<string | null>(null);

  const [form, fields] = useForm({
    id: 'reset-password',
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setFailure(null);
      try {
        onSuccess(await resetPassword({ email, password: submission.value.password, resetPasswordToken: token }));
      } catch (error) {
        if (error instanceof AutoLoginError) {
          onPasswordChanged('Your password was changed. Sign in with your new password.');
        } else {
          setFailure(errorMessageOf(error, RESET_FAILED_MESSAGE));
        }
      }
    },
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Reset password">
      <FormMessage tone="error">{failure}</FormMessage>
      {/* Lets password managers pair the new password with the account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <TextField
        field={fields.password}
        label="New password"
        required
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
        type="password"
        autoComplete="new-password"
      />
      <TextField field={fields.confirmPassword} label="Confirm new password" required type="password" autoComplete="new-password" />
      <div className={formStyles.actions}>
        <Button type="submit" loading={pending} fullWidth size="lg">
          Reset password
        </Button>
      </div>
    </form>
  );
}
