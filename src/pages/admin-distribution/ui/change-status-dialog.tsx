import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReleaseMutations } from '@/entities/release';
import { Dialog, FormMessage, formStyles, SelectField, TextareaField, errorMessageOf, FormActions } from '@/shared/ui';
import { ADMIN_STATUS_CHOICE_LABELS, ADMIN_STATUS_CHOICES } from '../config/distribution-list';
import { changeStatusSchema, REASON_MAX } from '../model/bulk-forms';
import { releasesText, type BulkDialogProps } from './bulk-dialog-props';

const STATUS_OPTIONS = [
  { value: '', label: 'Choose a status' },
  ...ADMIN_STATUS_CHOICES.map((status) => ({ value: status, label: ADMIN_STATUS_CHOICE_LABELS[status] })),
];

function ChangeStatusForm({ releases, onClose, onDone }: Omit<BulkDialogProps, 'open'>) {
  const queryClient = useQueryClient();
  const change = useMutation(adminReleaseMutations.bulkStatus(queryClient));
  const [form, fields] = useForm({
    id: 'bulk-change-status',
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeStatusSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const { status, reason } = submission.value;
      const result = await change.mutateAsync({ releaseIds: releases.map((release) => release._id), status, ...(reason ? { reason } : {}) }).catch(() => null);
      if (result) onDone(result);
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Change status">
      <FormMessage tone="error" id={form.errorId}>
        {change.isError ? errorMessageOf(change.error) : null}
      </FormMessage>
      <SelectField field={fields.status} label="New status" required options={STATUS_OPTIONS} />
      <TextareaField
        field={fields.reason}
        label="Reason"
        rows={3}
        maxLength={REASON_MAX}
        helperText="Kept in each release's history; the owner sees it on a rejection or a move back to review. Needed to reject."
      />
      <FormActions confirmLabel="Change status" busy={change.isPending} onCancel={onClose} />
    </form>
  );
}

/** Moves every selected release to one status; each moves or fails on its own (the state machine decides). */
export function ChangeStatusDialog({ open, releases, onClose, onDone }: BulkDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Change status"
      description={`Of ${releasesText(releases.length)}. A release that cannot make this move stays as it is and is listed with the reason.`}
      width={520}
    >
      {/* The dialog mounts its content on opening and unmounts it once closed: each opening starts afresh. */}
      <ChangeStatusForm releases={releases} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}
