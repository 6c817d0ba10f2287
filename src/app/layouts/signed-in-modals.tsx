import { useUnit } from 'effector-react';
import { $verificationOpen } from '@/features/verify-artist';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';

// The verification modal (the artist search, the platform login, the code boxes) is fetched the
// first time it is opened, and kept mounted from then on (closing animation, focus return).
const verification = deferredModule(() =>
  import(/* webpackChunkName: "verify-artist" */ '@/features/verify-artist').then((module) => ({
    VerifyArtistModal: module.VerifyArtistModal,
  })),
);

/** The modals any signed-in page may open: artist verification. */
export function SignedInModals() {
  const verificationOpen = useUnit($verificationOpen);
  const loaded = useDeferredModule(verification, verificationOpen);
  return loaded ? <loaded.VerifyArtistModal /> : null;
}
