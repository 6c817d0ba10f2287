import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useSession } from '@/entities/session';
import { Button, Field, Input, toaster } from '@/shared/ui';
import { useUpdateProfileMutation } from '../api/update-profile';
import { mapProfileServerError } from '../lib/profile-server-error';
import { updateProfileSchema } from '../model/update-profile-schema';
import { profileLayout } from './form-layout';

const styles = {
  ...profileLayout,
  email: css({ textStyle: 'sm', color: 'fg.muted' }),
  formError: css({ textStyle: 'sm', color: 'danger.fg' }),
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
        <Field label="First name" error={fields.firstName.errors?.[0]} required>
          <Input key={fields.firstName.key} name={fields.firstName.name} defaultValue={fields.firstName.initialValue} autoComplete="given-name" />
        </Field>
        <Field label="Last name" error={fields.lastName.errors?.[0]} required>
          <Input key={fields.lastName.key} name={fields.lastName.name} defaultValue={fields.lastName.initialValue} autoComplete="family-name" />
        </Field>
        <Field label="Display name" helperText="Shown instead of your full name" error={fields.displayName.errors?.[0]}>
          <Input key={fields.displayName.key} name={fields.displayName.name} defaultValue={fields.displayName.initialValue} autoComplete="nickname" />
        </Field>
        <Field label="Phone number" helperText="Leave empty to keep your current number" error={fields.phoneNumber.errors?.[0]}>
          <Input
            key={fields.phoneNumber.key}
            name={fields.phoneNumber.name}
            defaultValue={fields.phoneNumber.initialValue}
            type="tel"
            autoComplete="tel"
            placeholder="+1 415 555 0100"
          />
        </Field>
      </div>
      {form.errors && form.errors.length > 0 && (
        <p id={form.errorId} role="alert" className={styles.formError}>
          {form.errors[0]}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={mutation.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
