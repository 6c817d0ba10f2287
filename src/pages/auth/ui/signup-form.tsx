import { useState } from 'react';
import { css } from 'styled-system/css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agreementQueries } from '@/entities/agreement';
import { AGREEMENT_ERROR_MESSAGES, agreementRequiredOf } from '@/shared/api';
import { CheckboxField, FieldSkeleton, FormActions, FormMessage, formStyles, NewPasswordFields, TextField, useSchemaForm } from '@/shared/ui';
import { signUp, signUpInviteQuery } from '../api/auth-api';
import { errorMessageOf } from '../lib/error-message';
import type { z } from '@/shared/lib/zod';
import { PASSWORD_MIN_LENGTH, signupSchema } from '../model/schemas';
import { UserAgreementLink } from './user-agreement-link';

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

/** The form's starting values (an invite fills the invitee's). */
type SignupDefaults = Partial<Record<'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'artistName', string>>;

const INVITE_LOADING_ROWS = [0, 1, 2, 3, 4];

const INVITE_UNUSABLE = 'This invitation can no longer be used. You can still create an account.';

/**
 * Registration; with an invite code the invite is looked up first and fills the form (the
 * invitee's name, email, phone and the invited artist); the email is the invited one.
 */
export function SignupForm({ invite = {}, defaultEmail, onSuccess }: SignupFormProps) {
  const code = invite.inviteCode;
  const lookup = useQuery({ ...signUpInviteQuery(code ?? ''), enabled: Boolean(code) });
  if (!code) return <SignupFields invite={{}} defaults={{ email: defaultEmail ?? '' }} onSuccess={onSuccess} />;
  if (lookup.isPending) {
    return (
      <div className={formStyles.form} aria-busy="true" aria-label="Loading your invitation">
        {INVITE_LOADING_ROWS.map((row) => (
          <FieldSkeleton key={row} hinted={row === 4} />
        ))}
      </div>
    );
  }
  if (lookup.isError) {
    return (
      <SignupFields
        invite={{}}
        defaults={{ email: defaultEmail ?? invite.inviteeEmail ?? '' }}
        notice={errorMessageOf(lookup.error, INVITE_UNUSABLE) ?? INVITE_UNUSABLE}
        onSuccess={onSuccess}
      />
    );
  }
  const found = lookup.data;
  return (
    <SignupFields
      invite={{ inviteCode: found.inviteCode, artistId: found.artist?.platformId ?? undefined, inviteeEmail: found.inviteeEmail }}
      defaults={{
        firstName: found.inviteeFirstName ?? '',
        lastName: found.inviteeLastName ?? '',
        email: found.inviteeEmail,
        phoneNumber: found.inviteePhoneNumber ?? '',
        artistName: found.artist?.name ?? '',
      }}
      onSuccess={onSuccess}
    />
  );
}

const agreementRow = css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' });

export const SIGNUP_FAILED_MESSAGE = 'We could not create your account. Please try again.';

/** Registration (spec 1 §3 "Sign-up payload", §5 "Sign-up form"). */
function SignupFields({
  invite,
  defaults,
  notice,
  onSuccess,
}: {
  invite: SignupInvite;
  defaults: SignupDefaults;
  notice?: string;
  onSuccess: (email: string) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: signUp });
  const [failure, setFailure] = useState<string | null>(null);
  // Busy from the click: the agreement's version is read before the account is sent.
  const [submitting, setSubmitting] = useState(false);

  const signUpWith = async (value: z.output<typeof signupSchema>) => {
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    const { acceptUserAgreement: _accepted, ...fieldValues } = value;
    try {
      // The version of the text the checkbox accepts (the one the dialog shows).
      const current = await queryClient.fetchQuery(agreementQueries.current());
      const version = current.agreements.find((agreement) => agreement.type === 'USER_AGREEMENT')?.version ?? '';
      await mutation.mutateAsync({ ...fieldValues, acceptedUserAgreementVersion: version });
      onSuccess(value.email);
    } catch (error) {
      const outdated = agreementRequiredOf(error);
      if (outdated) void queryClient.invalidateQueries({ queryKey: agreementQueries.current().queryKey });
      setFailure(outdated ? AGREEMENT_ERROR_MESSAGES[outdated.code] : errorMessageOf(error, SIGNUP_FAILED_MESSAGE));
    } finally {
      setSubmitting(false);
    }
  };
  const [form, fields] = useSchemaForm({ id: 'signup', schema: signupSchema, defaultValue: defaults, validateOn: 'blur', onValid: signUpWith });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Create your account">
      <FormMessage tone="error">{failure ?? notice}</FormMessage>
      {invite.inviteCode && <p className={formStyles.note}>You are signing up with an invitation.</p>}
      <div className={formStyles.row}>
        <TextField field={fields.firstName} label="First name" required autoComplete="given-name" />
        <TextField field={fields.lastName} label="Last name" required autoComplete="family-name" />
      </div>
      <TextField
        field={fields.email}
        label="Email"
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        // The invite is for this address (the server refuses another one).
        readOnly={Boolean(invite.inviteCode)}
        helperText={invite.inviteCode ? 'The address your invitation was sent to' : undefined}
      />
      <TextField field={fields.artistName} label="Artist name" required autoComplete="nickname" />
      <TextField field={fields.phoneNumber} label="Phone number" required type="tel" autoComplete="tel" inputMode="tel" />
      <NewPasswordFields password={fields.password} label="Password" minLength={PASSWORD_MIN_LENGTH} />
      <div className={agreementRow}>
        <CheckboxField field={fields.acceptUserAgreement} label="I accept the user agreement" />
        <UserAgreementLink />
      </div>
      {invite.inviteCode && <input type="hidden" name={fields.inviteCode.name} value={invite.inviteCode} />}
      {invite.artistId && <input type="hidden" name={fields.artistId.name} value={invite.artistId} />}
      {invite.inviteeEmail && <input type="hidden" name={fields.inviteeEmail.name} value={invite.inviteeEmail} />}
      <FormActions confirmLabel="Create account" busy={submitting} fullWidth />
    </form>
  );
}
