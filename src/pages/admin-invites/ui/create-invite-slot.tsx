import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import type { CreateInviteDialogProps } from './create-invite-dialog';

// The form (Conform, Zod, the artist autocomplete) is fetched on the first opening, or on the
// button's hover or focus: it stays out of the list's first load.
const dialog = deferredModule(() => import(/* webpackChunkName: "admin-create-invite" */ './create-invite-dialog'));

export const preloadCreateInvite = () => void dialog.load().catch(() => undefined);

/** The New invitation dialog, mounted once it has been asked for. */
export function CreateInviteSlot(props: CreateInviteDialogProps) {
  const loaded = useDeferredModule(dialog, props.open);
  return loaded ? <loaded.CreateInviteDialog {...props} /> : null;
}
