import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import type { AddMembersDialogProps } from './add-members-dialog';

const dialog = deferredModule(() => import(/* webpackChunkName: "admin-email-add-members" */ './add-members-dialog'));

export const preloadAddMembers = () => void dialog.load().catch(() => undefined);

/** The Add members dialog, fetched on first use. */
export function AddMembersSlot(props: AddMembersDialogProps) {
  const loaded = useDeferredModule(dialog, props.open);
  return loaded ? <loaded.AddMembersDialog {...props} /> : null;
}
