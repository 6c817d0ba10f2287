import { AssignCodesDialog } from './assign-codes-dialog';
import type { BulkAction } from './bulk-bar';
import type { BulkDialogProps } from './bulk-dialog-props';
import { ChangeStatusDialog } from './change-status-dialog';
import { DeleteReleasesDialog } from './delete-releases-dialog';
import { SendToDeliveryDialog } from './send-to-delivery-dialog';

/** The four bulk dialogs, one chunk (their forms, Conform and Zod), loaded once something is selected. */
export function BulkDialogs({ dialogProps }: { dialogProps: (action: BulkAction) => BulkDialogProps }) {
  return (
    <>
      <ChangeStatusDialog {...dialogProps('status')} />
      <AssignCodesDialog {...dialogProps('codes')} />
      <SendToDeliveryDialog {...dialogProps('delivery')} />
      <DeleteReleasesDialog {...dialogProps('delete')} />
    </>
  );
}
