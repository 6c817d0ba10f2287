import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminReleaseMutations, adminReleaseQueries } from '@/entities/release';
import { CheckboxField, Dialog, FormMessage, formStyles, errorMessageOf, FormActions } from '@/shared/ui';
import { assignCodesSchema } from '../model/bulk-forms';
import { releasesText, type BulkDialogProps } from './bulk-dialog-props';

/** How many codes the configured ranges still hold (nothing while unknown). */
function CodesLeft() {
  const pool = useQuery(adminReleaseQueries.tags({ limit: 1 }));
  const available = pool.data?.available;
  if (!available) return null;
  return (
    <p className={formStyles.note}>
      Left to issue: {available.UPC.toLocaleString('en-US')} UPCs and {available.ISRC.toLocaleString('en-US')} ISRCs this year.
    </p>
  );
}

function AssignCodesForm({ releases, onClose, onDone }: Omit<BulkDialogProps, 'open'>) {
  const queryClient = useQueryClient();
  const assign = useMutation(adminReleaseMutations.bulkTags(queryClient));
  const [form, fields] = useForm({
    id: 'bulk-assign-codes',
    defaultValue: { assignUPCs: 'on', assignISRCs: 'on' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: assignCodesSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const { assignUPCs = false, assignISRCs = false } = submission.value;
      const result = await assign.mutateAsync({ releaseIds: releases.map((release) => release._id), assignUPCs, assignISRCs }).catch(() => null);
      if (result) onDone(result);
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Assign codes">
      <FormMessage tone="error" id={form.errorId}>
        {assign.isError ? errorMessageOf(assign.error) : null}
      </FormMessage>
      <CodesLeft />
      <CheckboxField field={fields.assignUPCs} label="Assign UPCs" helperText="To each release without one." />
      <CheckboxField field={fields.assignISRCs} label="Assign ISRCs" helperText="To each track without one." />
      <FormActions confirmLabel="Assign codes" busy={assign.isPending} onCancel={onClose} />
    </form>
  );
}

/** Issues UPCs and ISRCs to the selected releases that lack them; codes already there stay. */
export function AssignCodesDialog({ open, releases, onClose, onDone }: BulkDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Assign codes"
      description={`For ${releasesText(releases.length)}. Codes are issued from the configured ranges and never reused.`}
      width={480}
    >
      {/* The dialog mounts its content on opening and unmounts it once closed: each opening starts afresh. */}
      <AssignCodesForm releases={releases} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}
