import { useState } from 'react';
import { useUnit } from 'effector-react';
import { $signOutNotice, isVerificationRequiredError, loginFx, type AuthSession } from '@/entities/session';
import { FormActions, FormMessage, formStyles, TextField, useSchemaForm } from '@/shared/ui';
import { errorMessageOf, LOGIN_FAILED_MESSAGE } from '../lib/error-message';
import { loginSchema, type LoginValues } from '../model/schemas';

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

  const signIn = async (value: LoginValues) => {
    setFailure(null);
    try {
      onSuccess(await login(value));
    } catch (error) {
      if (isVerificationRequiredError(error)) onVerificationRequired(value.email);
      else setFailure(errorMessageOf(error, LOGIN_FAILED_MESSAGE));
    }
  };
  const [form, fields] = useSchemaForm({ id: 'login', schema: loginSchema, defaultValue: { email: defaultEmail ?? '' }, validateOn: 'blur', onValid: signIn });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Sign in">
      {/* A failed attempt's message, else why the last session ended (e.g. the account was archived). */}
      <FormMessage tone="error">{failure ?? signOutNotice}</FormMessage>
      <TextField field={fields.email} label="Email" required type="email" autoComplete="email" inputMode="email" />
      <TextField field={fields.password} label="Password" required type="password" autoComplete="current-password" />
      <FormActions confirmLabel="Sign in" busy={pending} fullWidth />
    </form>
  );
}
