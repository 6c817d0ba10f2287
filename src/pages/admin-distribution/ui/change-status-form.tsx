import { adminReleaseMutations } from '@/entities/release';
import { SelectField, TextareaField } from '@/shared/ui';
import { ADMIN_STATUS_CHOICE_LABELS, ADMIN_STATUS_CHOICES } from '../config/distribution-list';
import { changeStatusSchema, REASON_MAX } from '../model/bulk-forms';
import type { BulkContentProps } from './bulk-dialog-props';
import { BulkForm, useBulkForm } from './bulk-form';

const STATUS_OPTIONS = [
  { value: '', label: 'Choose a status' },
  ...ADMIN_STATUS_CHOICES.map((status) => ({ value: status, label: ADMIN_STATUS_CHOICE_LABELS[status] })),
];

/** Moves every selected release to one status; each moves or fails on its own (the state machine decides). */
export function ChangeStatusForm({ releases, onClose, onDone }: BulkContentProps) {
  const { form, fields, call } = useBulkForm({
    id: 'bulk-change-status',
    schema: changeStatusSchema,
    mutation: adminReleaseMutations.bulkStatus,
    body: ({ status, reason }) => ({ status, ...(reason ? { reason } : {}) }),
    releases,
    onDone,
  });
  return (
    <BulkForm form={form} label="Change status" call={call} onCancel={onClose}>
      <SelectField field={fields.status} label="New status" required options={STATUS_OPTIONS} />
      <TextareaField
        field={fields.reason}
        label="Reason"
        rows={3}
        maxLength={REASON_MAX}
        helperText="Kept in each release's history; the owner sees it on a rejection or a move back to review. Needed to reject."
      />
    </BulkForm>
  );
}
