import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import type { EditUserDialogProps } from './edit-user-dialog';
import type { LinkArtistDialogProps } from './link-artist-dialog';

// The forms (Conform, Zod, the artist autocomplete) are fetched on the first opening, or on their
// button's hover or focus: they stay out of the account page's first load.
const editDialog = deferredModule(() => import(/* webpackChunkName: "admin-edit-user" */ './edit-user-dialog'));
const linkDialog = deferredModule(() => import(/* webpackChunkName: "admin-link-artist" */ './link-artist-dialog'));

export const preloadEditUser = () => void editDialog.load().catch(() => undefined);
export const preloadLinkArtist = () => void linkDialog.load().catch(() => undefined);

export function EditUserSlot(props: EditUserDialogProps) {
  const loaded = useDeferredModule(editDialog, props.open);
  return loaded ? <loaded.EditUserDialog {...props} /> : null;
}

export function LinkArtistSlot(props: LinkArtistDialogProps) {
  const loaded = useDeferredModule(linkDialog, props.open);
  return loaded ? <loaded.LinkArtistDialog {...props} /> : null;
}
