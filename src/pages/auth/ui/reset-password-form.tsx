import { useState } from 'react';
import { useUnit } from 'effector-react';
import { AutoLoginError, resetPasswordFx, type AuthSession } from '@/entities/session';
import { FormActions, FormMessage, formStyles, NewPasswordFields, useSchemaForm } from '@/shared/ui';
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

  const reset = async ({ password }: { password: string }) => {
    setFailure(null);
    try {
      onSuccess(await resetPassword({ email, password, resetPasswordToken: token }));
    } catch (error) {
      if (error instanceof AutoLoginError) onPasswordChanged('Your password was changed. Sign in with your new password.');
      else setFailure(errorMessageOf(error, RESET_FAILED_MESSAGE));
    }
  };
  const [form, fields] = useSchemaForm({ id: 'reset-password', schema: resetPasswordSchema, validateOn: 'blur', onValid: reset });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Reset password">
      <FormMessage tone="error">{failure}</FormMessage>
      {/* Lets password managers pair the new password with the account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <NewPasswordFields password={fields.password} confirm={fields.confirmPassword} minLength={PASSWORD_MIN_LENGTH} />
      <FormActions confirmLabel="Reset password" busy={pending} fullWidth />
    </form>
  );
}
