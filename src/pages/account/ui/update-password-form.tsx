import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { updatePasswordFx } from '@/entities/session';
import { FormActions, FormMessage, NewPasswordFields, TextField, toaster, useSchemaForm } from '@/shared/ui';
import { mapPasswordServerError } from '../lib/password-server-error';
import { serverReply } from '../lib/server-reply';
import { PASSWORD_MIN_LENGTH, updatePasswordSchema } from '../model/update-password-schema';
import { passwordLayout } from './form-layout';

/** Change password (spec 1 §7 `POST /auth/update-password`); the session stores the new token. */
export function UpdatePasswordForm() {
  const updatePassword = useUnit(updatePasswordFx);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [pending, setPending] = useState(false);

  const [form, fields] = useSchemaForm({
    id: 'update-password',
    schema: updatePasswordSchema,
    lastResult,
    validateOn: 'blur',
    async onValid(value, submission) {
      setPending(true);
      try {
        await updatePassword(value);
        setLastResult(submission.reply({ resetForm: true }));
        toaster.create({ type: 'success', title: 'Password updated' });
      } catch (error) {
        setLastResult((last) => serverReply(submission, mapPasswordServerError(error)) ?? last);
      } finally {
        setPending(false);
      }
    },
  });

  return (
    <form {...getFormProps(form)} className={passwordLayout.form} aria-label="Change password">
      <TextField field={fields.oldPassword} label="Current password" required type="password" autoComplete="current-password" />
      <NewPasswordFields password={fields.newPassword} confirm={fields.confirmNewPassword} minLength={PASSWORD_MIN_LENGTH} />
      <FormMessage tone="error" id={form.errorId}>
        {form.errors?.[0]}
      </FormMessage>
      <FormActions confirmLabel="Save password" busy={pending} sticky />
    </form>
  );
}
