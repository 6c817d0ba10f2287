import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $user } from '@/entities/session';
import { inviteArtistOpened, releaseCreateOpened } from './modal-flags';
import { buildNavSections } from './nav-sections';
import type { NavItem, NavSection, ShellArea } from './nav-types';

/** The menu for the signed-in user, with the modal actions bound to the current scope. */
export function useNavSections(
  area: ShellArea,
  selectedArtistId?: string | null,
  adminItems?: readonly NavItem[],
): NavSection[] {
  const [user, openReleaseCreate, openInviteArtist] = useUnit([$user, releaseCreateOpened, inviteArtistOpened]);
  return useMemo(
    () =>
      buildNavSections(area, {
        user,
        selectedArtistId,
        adminItems,
        actions: { openReleaseCreate: () => openReleaseCreate(), openInviteArtist: () => openInviteArtist() },
      }),
    [area, user, selectedArtistId, adminItems, openReleaseCreate, openInviteArtist],
  );
}
