import { useQuery } from '@tanstack/react-query';
import { adminReleaseMutations, adminReleaseQueries } from '@/entities/release';
import { CheckboxField, formStyles } from '@/shared/ui';
import { assignCodesSchema } from '../model/bulk-forms';
import type { BulkContentProps } from './bulk-dialog-props';
import { BulkForm, useBulkForm } from './bulk-form';

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

/** Issues UPCs and ISRCs to the selected releases that lack them; codes already there stay. */
export function AssignCodesForm({ releases, onClose, onDone }: BulkContentProps) {
  const { form, fields, call } = useBulkForm({
    id: 'bulk-assign-codes',
    schema: assignCodesSchema,
    defaultValue: { assignUPCs: 'on', assignISRCs: 'on' },
    mutation: adminReleaseMutations.bulkTags,
    body: ({ assignUPCs = false, assignISRCs = false }) => ({ assignUPCs, assignISRCs }),
    releases,
    onDone,
  });
  return (
    <BulkForm form={form} label="Assign codes" call={call} onCancel={onClose}>
      <CodesLeft />
      <CheckboxField field={fields.assignUPCs} label="Assign UPCs" helperText="To each release without one." />
      <CheckboxField field={fields.assignISRCs} label="Assign ISRCs" helperText="To each track without one." />
    </BulkForm>
  );
}
