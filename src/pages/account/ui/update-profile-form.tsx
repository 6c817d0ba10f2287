import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useSession } from '@/entities/session';
import { FormActions, FormMessage, TextField, toaster, useSchemaForm } from '@/shared/ui';
import { useUpdateProfileMutation } from '../api/update-profile';
import { mapProfileServerError } from '../lib/profile-server-error';
import { serverReply } from '../lib/server-reply';
import { updateProfileSchema } from '../model/update-profile-schema';
import { profileLayout } from './form-layout';

const styles = {
  ...profileLayout,
  email: css({ textStyle: 'sm', color: 'fg.muted' }),
};

/** Profile form: first and last name, display name and phone (contract `PATCH /user/profile`). */
export function UpdateProfileForm() {
  const { user } = useSession();
  const mutation = useUpdateProfileMutation();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();

  const [form, fields] = useSchemaForm({
    id: 'update-profile',
    schema: updateProfileSchema,
    lastResult,
    defaultValue: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      displayName: user?.displayName ?? '',
      phoneNumber: '',
    },
    validateOn: 'blur',
    async onValid(value, submission) {
      try {
        await mutation.mutateAsync(value);
        setLastResult(submission.reply());
        toaster.create({ type: 'success', title: 'Profile updated' });
      } catch (error) {
        setLastResult((last) => serverReply(submission, mapProfileServerError(error)) ?? last);
      }
    },
  });

  return (
    <form {...getFormProps(form)} className={styles.form} aria-label="Profile">
      {user?.email && <p className={styles.email}>Signed in as {user.email}</p>}
      <div className={styles.grid}>
        <TextField field={fields.firstName} label="First name" required autoComplete="given-name" />
        <TextField field={fields.lastName} label="Last name" required autoComplete="family-name" />
        <TextField field={fields.displayName} label="Display name" helperText="Shown instead of your full name" autoComplete="nickname" />
        <TextField
          field={fields.phoneNumber}
          label="Phone number"
          helperText="Leave empty to keep your current number"
          type="tel"
          autoComplete="tel"
          placeholder="+1 415 555 0100"
        />
      </div>
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <FormActions confirmLabel="Save changes" busy={mutation.isPending} sticky />
    </form>
  );
}
