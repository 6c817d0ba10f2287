import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useSession } from '@/entities/session';
import { Button, FormMessage, TextField, toaster } from '@/shared/ui';
import { useUpdateProfileMutation } from '../api/update-profile';
import { mapProfileServerError } from '../lib/profile-server-error';
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

  const [form, fields] = useForm({
    id: 'update-profile',
    lastResult,
    defaultValue: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      displayName: user?.displayName ?? '',
      phoneNumber: '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateProfileSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      try {
        await mutation.mutateAsync(submission.value);
        setLastResult(submission.reply());
        toaster.create({ type: 'success', title: 'Profile updated' });
      } catch (error) {
        const mapped = mapProfileServerError(error);
        if (mapped) {
          setLastResult(
            submission.reply(
              mapped.field ? { fieldErrors: { [mapped.field]: [mapped.message] } } : { formErrors: [mapped.message] },
            ),
          );
        }
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
      <div className={styles.actions}>
        <Button type="submit" loading={mutation.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
