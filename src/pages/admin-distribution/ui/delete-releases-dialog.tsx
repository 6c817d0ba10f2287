import { useMutation, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { adminReleaseMutations } from '@/entities/release';
import { Dialog, FormMessage, errorMessageOf, FormActions } from '@/shared/ui';
import { releasesText, type BulkDialogProps } from './bulk-dialog-props';

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  list: css({ ps: '5', listStyleType: 'disc', textStyle: 'sm', maxH: '40', overflowY: 'auto', overflowWrap: 'anywhere' }),
};

/** Confirms deleting the selected releases; only drafts and rejected releases can go (the others are listed as failed). */
export function DeleteReleasesDialog({ open, releases, onClose, onDone }: BulkDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation(adminReleaseMutations.bulkDelete(queryClient));
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const confirm = async () => {
    const result = await remove.mutateAsync({ releaseIds: releases.map((release) => release._id) }).catch(() => null);
    if (result) {
      remove.reset();
      onDone(result);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      role="alertdialog"
      title={`Delete ${releasesText(releases.length)}?`}
      description="Drafts and rejected releases are deleted with their files, and their codes are retired for good. Releases sent for review stay. This cannot be undone."
      width={480}
    >
      <div className={styles.body}>
        <ul className={styles.list} aria-label="Releases to delete">
          {releases.map((release) => (
            <li key={release._id}>{release.title}</li>
          ))}
        </ul>
        <FormMessage tone="error">{remove.isError ? errorMessageOf(remove.error) : null}</FormMessage>
        <FormActions confirmLabel="Delete" onConfirm={() => void confirm()} tone="danger" busy={remove.isPending} onCancel={close} cancelLabel="Keep them" />
      </div>
    </Dialog>
  );
}
