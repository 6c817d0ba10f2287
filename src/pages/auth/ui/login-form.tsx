import { useState } from 'react';
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useUnit } from 'effector-react';
import { $signOutNotice, isVerificationRequiredError, loginFx, type AuthSession } from '@/entities/session';
import { Button, FormMessage, formStyles, TextField } from '@/shared/ui';
import { errorMessageOf, LOGIN_FAILED_MESSAGE } from '../lib/error-message';
import { loginSchema } from '../model/schemas';

export interface LoginFormProps {
  defaultEmail?: string;
  /** Signed in (the session model already holds user and token). */
  onSuccess: (session: AuthSession) => void;
  /** The account exists but its email is not verified yet. */
  onVerificationRequired: (email: string) => void;
}

/** Email + password, "Sign in" (spec 1 §2 /login). */
export function LoginForm({ defaultEmail, onSuccess, onVerificationRequired }: LoginFormProps) {
  const [login, pending, signOutNotice] = useUnit([loginFx, loginFx.pending, $signOutNotice]);
  const [failure, setFailure] = useState<string | null>(null);

  const [form, fields] = useForm({
    id: 'login',
    defaultValue: { email: defaultEmail ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setFailure(null);
      try {
        onSuccess(await login(submission.value));
      } catch (error) {
        if (isVerificationRequiredError(error)) onVerificationRequired(submission.value.email);
        else setFailure(errorMessageOf(error, LOGIN_FAILED_MESSAGE));
      }
    },
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Sign in">
      {/* A failed attempt's message, else why the last session ended (e.g. the account was archived). */}
      <FormMessage tone="error">{failure ?? signOutNotice}</FormMessage>
      <TextField field={fields.email} label="Email" required type="email" autoComplete="email" inputMode="email" />
      <TextField field={fields.password} label="Password" required type="password" autoComplete="current-password" />
      <div className={formStyles.actions}>
        <Button type="submit" loading={pending} fullWidth size="lg">
          Sign in
        </Button>
      </div>
    </form>
  );
}
