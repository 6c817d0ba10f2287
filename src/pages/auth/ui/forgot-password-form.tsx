import { useLinkRequest } from '@/shared/api';
import { FormActions, FormMessage, formStyles, TextField, useSchemaForm } from '@/shared/ui';
import { requestPasswordResetLink } from '../api/auth-api';
import { errorMessageOf } from '../lib/error-message';
import { forgotPasswordSchema } from '../model/schemas';

/** Always the same text, whether or not the address has an account (no enumeration). */
export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password. Check your inbox.';
export const RESET_LINK_FAILED_MESSAGE = 'We could not send the reset link. Please try again.';

/** Email → the reset link is mailed (spec 1 §2 /forgot-password). */
export function ForgotPasswordForm({ defaultEmail }: { defaultEmail?: string }) {
  const { send, sent, failure, busy } = useLinkRequest(requestPasswordResetLink, (error) => errorMessageOf(error, RESET_LINK_FAILED_MESSAGE));
  const [form, fields] = useSchemaForm({ id: 'forgot-password', schema: forgotPasswordSchema, defaultValue: { email: defaultEmail ?? '' }, validateOn: 'blur', onValid: send });

  if (sent) return <FormMessage tone="success">{RESET_LINK_SENT_MESSAGE}</FormMessage>;

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Forgot password">
      <FormMessage tone="error">{failure}</FormMessage>
      <TextField field={fields.email} label="Email" required type="email" autoComplete="email" inputMode="email" />
      <FormActions confirmLabel="Send reset link" busy={busy} fullWidth />
    </form>
  );
}
