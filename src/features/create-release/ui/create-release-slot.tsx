import { useUnit } from 'effector-react';
import { $modalsOpen } from '@/entities/general-store';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import { CREATE_RELEASE_MODAL_KEY } from '../model/modal-key';

const modal = deferredModule(() => import(/* webpackChunkName: "create-release" */ './create-release-modal'));

/** Where the Create Release wizard lives in a signed-in layout: fetched on its first opening. */
export function CreateReleaseModalSlot() {
  const open = useUnit($modalsOpen)[CREATE_RELEASE_MODAL_KEY] ?? false;
  const loaded = useDeferredModule(modal, open);
  if (!loaded) return null;
  return <loaded.CreateReleaseModal open={open} />;
}
