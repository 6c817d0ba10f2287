import { useModalFlag } from '@/entities/general-store';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import { CREATE_RELEASE_MODAL_KEY } from '../config/modal-key';

const modal = deferredModule(() => import('./create-release-modal'));

/** Where the Create Release wizard lives in a signed-in layout: fetched on its first opening. */
export function CreateReleaseModalSlot() {
  const [open] = useModalFlag(CREATE_RELEASE_MODAL_KEY);
  const loaded = useDeferredModule(modal, open);
  return loaded ? <loaded.CreateReleaseModal open={open} /> : null;
}
