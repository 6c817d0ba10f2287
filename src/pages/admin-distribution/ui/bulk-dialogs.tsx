import { AssignCodesForm } from './assign-codes-form';
import type { BulkAction } from './bulk-bar';
import { releasesText, type BulkDialogProps } from './bulk-dialog-props';
import { BulkDialogFrame } from './bulk-form';
import { ChangeStatusForm } from './change-status-form';
import { DeleteReleasesDialog } from './delete-releases-dialog';
import { SendToDeliveryForm } from './send-to-delivery-form';

/** The four bulk dialogs, one chunk (their forms, Conform and Zod), loaded once something is selected. */
export function BulkDialogs({ dialogProps }: { dialogProps: (action: BulkAction) => BulkDialogProps }) {
  const releases = releasesText(dialogProps('status').releases.length);
  return (
    <>
      <BulkDialogFrame
        {...dialogProps('status')}
        title="Change status"
        description={`Of ${releases}. A release that cannot make this move stays as it is and is listed with the reason.`}
        width={520}
        content={ChangeStatusForm}
      />
      <BulkDialogFrame
        {...dialogProps('codes')}
        title="Assign codes"
        description={`For ${releases}. Codes are issued from the configured ranges and never reused.`}
        width={480}
        content={AssignCodesForm}
      />
      <BulkDialogFrame
        {...dialogProps('delivery')}
        title="Send to delivery"
        description={`${releases} to the delivery partner. A release missing something the stores need is refused with the reasons, and the others go ahead.`}
        width={560}
        content={SendToDeliveryForm}
      />
      <DeleteReleasesDialog {...dialogProps('delete')} />
    </>
  );
}
