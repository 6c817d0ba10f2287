import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { updatePasswordFx } from '@/entities/session';
import { Button, FormMessage, TextField, toaster } from '@/shared/ui';
import { mapPasswordServerError } from '../lib/password-server-error';
import { PASSWORD_MIN_LENGTH, updatePasswordSchema } from '../model/update-password-schema';
import { passwordLayout } from './form-layout';

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
    <form {...getFormProps(form)} className={passwordLayout.form} aria-label="Change password">
      <TextField field={fields.oldPassword} label="Current password" required type="password" autoComplete="current-password" />
      <TextField
        field={fields.newPassword}
        label="New password"
        required
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
        type="password"
        autoComplete="new-password"
      />
      <TextField field={fields.confirmNewPassword} label="Confirm new password" required type="password" autoComplete="new-password" />
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <div className={passwordLayout.actions}>
        <Button type="submit" loading={pending}>
          Save password
        </Button>
      </div>
    </form>
  );
}
