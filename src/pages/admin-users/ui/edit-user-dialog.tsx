import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { CheckboxField, FormMessage, formStyles, TextField, errorMessageOf, toaster, FormActions, useSchemaForm } from '@/shared/ui';
import { invalidateAdminUser, updateAdminUser } from '../api/admin-users-api';
import { AccountFormDialog, type AccountDialogProps, type AccountFormProps } from './account-form-dialog';
import { editUserDefaults, editUserSchema, toUserUpdate } from '../model/edit-user-schema';

const styles = {
  group: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', m: '0', p: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'semibold', mb: '1' }),
};

function EditUserForm({ details, onDone }: AccountFormProps) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const update = useMutation({ mutationFn: (body: ReturnType<typeof toUserUpdate>) => updateAdminUser(details.user._id, body) });
  const [form, fields] = useSchemaForm({
    id: `admin-edit-user-${details.user._id}`,
    defaultValue: editUserDefaults(details),
    schema: editUserSchema,
    validateOn: 'blur',
    async onValid(value) {
      setFailure(null);
      try {
        await update.mutateAsync(toUserUpdate(value));
        await invalidateAdminUser(queryClient, details.user._id);
        toaster.create({ type: 'success', title: 'Account updated' });
        onDone();
      } catch (error) {
        // The server's refusal as it words it (removing your own admin role, the last admin…).
        setFailure(errorMessageOf(error));
      }
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Edit roles and names">
      <FormMessage tone="error" id={form.errorId}>
        {failure}
      </FormMessage>
      <div className={formStyles.row}>
        <TextField field={fields.firstName} label="First name" required autoComplete="off" />
        <TextField field={fields.lastName} label="Last name" required autoComplete="off" />
      </div>
      <TextField field={fields.displayName} label="Display name" autoComplete="off" helperText="Leave blank to show the first and last name." />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Roles</legend>
        <CheckboxField field={fields.admin} label="Admin" helperText="Sees and manages the admin area." />
        <CheckboxField field={fields.investor} label="Investor" helperText="Uses the investor site." />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Permissions</legend>
        <CheckboxField field={fields.isDistributed} label="Distributes releases" helperText="Shows the distribution usage report." />
        <CheckboxField field={fields.isLabel} label="Label account" helperText="May verify and manage several artists." />
      </fieldset>
      <FormActions confirmLabel="Save changes" busy={update.isPending} onCancel={onDone} />
    </form>
  );
}

export type EditUserDialogProps = AccountDialogProps;

/** Edit roles and names: a fresh form from the account at each opening. */
export function EditUserDialog(props: EditUserDialogProps) {
  return <AccountFormDialog title="Edit roles and names" width={560} form={EditUserForm} {...props} />;
}
