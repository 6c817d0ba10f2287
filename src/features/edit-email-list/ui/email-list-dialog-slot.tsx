import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import type { EmailListDialogProps } from './email-list-dialog';

// The form (Conform and Zod) is fetched on first use or on the button's hover or focus.
const dialog = deferredModule(() => import(/* webpackChunkName: "admin-email-list-form" */ './email-list-dialog'));

export const preloadEmailListDialog = () => void dialog.load().catch(() => undefined);

/** The list dialog, mounted once it has been asked for. */
export function EmailListDialogSlot(props: EmailListDialogProps) {
  const loaded = useDeferredModule(dialog, props.open);
  return loaded ? <loaded.EmailListDialog {...props} /> : null;
}
