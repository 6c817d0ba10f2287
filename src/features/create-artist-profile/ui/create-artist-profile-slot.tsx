import { useUnit } from 'effector-react';
import { $modalsOpen, modalToggled } from '@/entities/general-store';
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
  const [flags, toggle] = useUnit([$modalsOpen, modalToggled]);
  const open = flags[CREATE_ARTIST_PROFILE_KEY] ?? false;
  const loaded = useDeferredModule(dialog, open);
  if (!loaded) return null;
  return (
    <loaded.CreateArtistProfileDialog open={open} onOpenChange={(next) => toggle({ key: CREATE_ARTIST_PROFILE_KEY, open: next })} />
  );
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
