import { useState } from 'react';
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation } from '@tanstack/react-query';
import { Button, FormMessage, formStyles, TextField } from '@/shared/ui';
import { signUp } from '../api/auth-api';
import { errorMessageOf } from '../lib/error-message';
import { PASSWORD_MIN_LENGTH, signupSchema } from '../model/schemas';

/** The invite link's parameters (`/signup?inviteCode=…&artistId=…&inviteeEmail=…`). */
export interface SignupInvite {
  inviteCode?: string | undefined;
  artistId?: string | undefined;
  inviteeEmail?: string | undefined;
}

export interface SignupFormProps {
  invite?: SignupInvite;
  defaultEmail?: string;
  /** The account was created and a verification code was mailed to `email`. */
  onSuccess: (email: string) => void;
}

export const SIGNUP_FAILED_MESSAGE = 'We could not create your account. Please try again.';

/** Registration (spec 1 §3 "Sign-up payload", §5 "Sign-up form"). */
export function SignupForm({ invite = {}, defaultEmail, onSuccess }: SignupFormProps) {
  const mutation = useMutation({ mutationFn: signUp });
  const [failure, setFailure] = useState<string | null>(null);

  const [form, fields] = useForm({
    id: 'signup',
    defaultValue: { email: defaultEmail ?? invite.inviteeEmail ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setFailure(null);
      try {
        await mutation.mutateAsync(submission.value);
        onSuccess(submission.value.email);
      } catch (error) {
        setFailure(errorMessageOf(error, SIGNUP_FAILED_MESSAGE));
      }
    },
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Create your account">
      <FormMessage tone="error">{failure}</FormMessage>
      {invite.inviteCode && <p className={formStyles.note}>You are signing up with an invitation.</p>}
      <div className={formStyles.row}>
        <TextField field={fields.firstName} label="First name" required autoComplete="given-name" />
        <TextField field={fields.lastName} label="Last name" required autoComplete="family-name" />
      </div>
      <TextField field={fields.email} label="Email" required type="email" autoComplete="email" inputMode="email" />
      <TextField field={fields.artistName} label="Artist name" required autoComplete="nickname" />
      <TextField field={fields.phoneNumber} label="Phone number" required type="tel" autoComplete="tel" inputMode="tel" />
      <TextField
        field={fields.password}
        label="Password"
        required
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
        type="password"
        autoComplete="new-password"
      />
      {invite.inviteCode && <input type="hidden" name={fields.inviteCode.name} value={invite.inviteCode} />}
      {invite.artistId && <input type="hidden" name={fields.artistId.name} value={invite.artistId} />}
      {invite.inviteeEmail && <input type="hidden" name={fields.inviteeEmail.name} value={invite.inviteeEmail} />}
      <div className={formStyles.actions}>
        <Button type="submit" loading={mutation.isPending} fullWidth size="lg">
          Create account
        </Button>
      </div>
    </form>
  );
}
