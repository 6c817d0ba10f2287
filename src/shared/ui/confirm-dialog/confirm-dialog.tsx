import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../data-view';
import { FormActions, FormMessage, formStyles } from '../form';
import { Dialog } from '../dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** The action; the dialog closes when it succeeds and shows the server's message when it fails. */
  onConfirm: () => Promise<unknown>;
  tone?: 'danger' | 'solid';
}

/** "Delete this list?": the question, the consequence, and the action with its outcome; it stays while the action runs. */
export function ConfirmDialog({ open, onClose, title, description, confirmLabel, cancelLabel = 'Cancel', onConfirm, tone = 'danger' }: ConfirmDialogProps) {
  const action = useMutation({ mutationFn: onConfirm, onSuccess: onClose });
  const close = () => {
    if (action.isPending) return;
    action.reset();
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} role="alertdialog" title={title} description={description} width={440}>
      <div className={formStyles.form}>
        <FormMessage tone="error">{action.isError ? errorMessageOf(action.error) : null}</FormMessage>
        <FormActions confirmLabel={confirmLabel} onConfirm={() => action.mutate()} tone={tone} busy={action.isPending} onCancel={close} cancelLabel={cancelLabel} />
      </div>
    </Dialog>
  );
}
