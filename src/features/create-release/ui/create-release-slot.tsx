import { useUnit } from 'effector-react';
import { $modalsOpen } from '@/entities/general-store';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';

/**
 * The general store's flag of the wizard (the navigation's "create release" sets it; spec 2 §2).
 * Kept here, in the slot every signed-in layout loads, rather than in a module of its own.
 */
export const CREATE_RELEASE_MODAL_KEY = 'releaseCreate';

const modal = deferredModule(() => import('./create-release-modal'));

/** Where the Create Release wizard lives in a signed-in layout: fetched on its first opening. */
export function CreateReleaseModalSlot() {
  const open = useUnit($modalsOpen)[CREATE_RELEASE_MODAL_KEY] ?? false;
  const loaded = useDeferredModule(modal, open);
  return loaded ? <loaded.CreateReleaseModal open={open} /> : null;
}
