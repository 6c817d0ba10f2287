import { useMutation, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Dialog, FormMessage, errorMessageOf, formStyles, toaster, FormActions } from '@/shared/ui';
import { archiveAdminUser, invalidateAdminUser } from '../api/admin-users-api';

const styles = {
  effects: css({ display: 'flex', flexDirection: 'column', gap: '1', ps: '5', listStyleType: 'disc', textStyle: 'sm' }),
};

export interface ArchiveDialogProps {
  userId: string;
  /** How the account is named in the dialog (its name or email). */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Archive an account, after saying what it does; the server's refusal (yourself, the last admin) stays in the dialog. */
export function ArchiveDialog({ userId, name, open, onOpenChange }: ArchiveDialogProps) {
  const queryClient = useQueryClient();
  const archive = useMutation({
    mutationFn: () => archiveAdminUser(userId),
    onSuccess: async () => {
      await invalidateAdminUser(queryClient, userId);
      toaster.create({ type: 'success', title: `${name} archived`, description: 'Their sessions have ended.' });
      onOpenChange(false);
    },
  });
  const close = () => {
    archive.reset();
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      role="alertdialog"
      title={`Archive ${name}?`}
      description="Archiving takes effect at once:"
      width={480}
    >
      <div className={formStyles.form}>
        <ul className={styles.effects}>
          <li>They are signed out everywhere at once.</li>
          <li>They cannot sign in until the account is unarchived.</li>
          <li>Their data is kept: roster, releases, invitations and history.</li>
        </ul>
        <FormMessage tone="error">{archive.isError ? errorMessageOf(archive.error) : null}</FormMessage>
        <FormActions confirmLabel="Archive account" onConfirm={() => archive.mutate()} tone="danger" busy={archive.isPending} onCancel={close} cancelLabel="Keep active" />
      </div>
    </Dialog>
  );
}
