import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import type { AddReleaseArtistDialogProps } from './add-release-artist-dialog';

const dialog = deferredModule(() => import(/* webpackChunkName: "add-release-artist" */ './add-release-artist-dialog'));

/** Preloads the dialog (e.g. when the pointer nears its button). */
export const preloadAddReleaseArtist = () => dialog.preload();

/** The artist dialogs, fetched on their first opening. */
export function AddReleaseArtistSlot(props: AddReleaseArtistDialogProps) {
  const loaded = useDeferredModule(dialog, props.open);
  return loaded ? <loaded.AddReleaseArtistDialog {...props} /> : null;
}
