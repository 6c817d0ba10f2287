import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { updatePasswordFx } from '@/entities/session';
import { Button, Field, Input, toaster } from '@/shared/ui';
import { mapPasswordServerError } from '../lib/password-server-error';
import { PASSWORD_MIN_LENGTH, updatePasswordSchema } from '../model/update-password-schema';
import { passwordLayout } from './form-layout';

const styles = {
  ...passwordLayout,
  formError: css({ textStyle: 'sm', color: 'danger.fg' }),
};

/** Change password (spec 1 §7 `POST /auth/update-password`); the session stores the new token. */
export function UpdatePasswordForm() {
  const updatePassword = useUnit(updatePasswordFx);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [pending, setPending] = useState(false);

  const [form, fields] = useForm({
    id: 'update-password',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updatePasswordSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setPending(true);
      try {
        await updatePassword(submission.value);
        setLastResult(submission.reply({ resetForm: true }));
        toaster.create({ type: 'success', title: 'Password updated' });
      } catch (error) {
        const mapped = mapPasswordServerError(error);
        if (mapped) {
          setLastResult(
            submission.reply(
              mapped.field ? { fieldErrors: { [mapped.field]: [mapped.message] } } : { formErrors: [mapped.message] },
            ),
          );
        }
      } finally {
        setPending(false);
      }
    },
  });

  return (
    <form {...getFormProps(form)} className={styles.form} aria-label="Change password">
      <Field label="Current password" error={fields.oldPassword.errors?.[0]} required>
        <Input key={fields.oldPassword.key} name={fields.oldPassword.name} type="password" autoComplete="current-password" />
      </Field>
      <Field
        label="New password"
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={fields.newPassword.errors?.[0]}
        required
      >
        <Input key={fields.newPassword.key} name={fields.newPassword.name} type="password" autoComplete="new-password" />
      </Field>
      <Field label="Confirm new password" error={fields.confirmNewPassword.errors?.[0]} required>
        <Input
          key={fields.confirmNewPassword.key}
          name={fields.confirmNewPassword.name}
          type="password"
          autoComplete="new-password"
        />
      </Field>
      {form.errors && form.errors.length > 0 && (
        <p id={form.errorId} role="alert" className={styles.formError}>
          {form.errors[0]}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          Save password
        </Button>
      </div>
    </form>
  );
}
