import { useUnit } from 'effector-react';
import { modalToggled, useModalFlag } from '@/entities/general-store';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import { Button, type ButtonProps } from '@/shared/ui';
import { PROFILE_TEXTS } from '../config/texts';

/** The general store's flag of this dialog. */
const CREATE_ARTIST_PROFILE_KEY = 'createArtistProfile';

const dialog = deferredModule(() => import(/* webpackChunkName: "create-artist-profile" */ './create-artist-profile-dialog'));

/** Opens the profile dialog (from a button, or from the verification's artist search). */
export function useOpenCreateArtistProfile(): () => void {
  const toggle = useUnit(modalToggled);
  return () => toggle({ key: CREATE_ARTIST_PROFILE_KEY, open: true });
}

/** Where the profile dialog lives in a signed-in layout: fetched on its first opening. */
export function CreateArtistProfileSlot() {
  const [open, setOpen] = useModalFlag(CREATE_ARTIST_PROFILE_KEY);
  const loaded = useDeferredModule(dialog, open);
  return loaded ? <loaded.CreateArtistProfileDialog open={open} onOpenChange={setOpen} /> : null;
}

/** "I'm new — create my artist profile". */
export function CreateArtistProfileButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const open = useOpenCreateArtistProfile();
  return (
    <Button {...props} onClick={open}>
      {PROFILE_TEXTS.start}
    </Button>
  );
}
