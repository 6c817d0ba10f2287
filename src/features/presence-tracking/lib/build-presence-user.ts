import {
  PRESENCE_APP_VERSION,
  type PresenceArtist,
  type PresenceDevice,
  type PresenceNetwork,
  type PresenceUser,
} from '@/entities/presence';
import { pageLabelFromPath } from '@/shared/neutral';
import type { User } from '@/entities/session';
import type { RosterArtist } from '@/entities/selected-artist';

/** Name of a presence user: first and last name, falling back to the email (spec 1 §3). */
export function presenceName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return (name || user.email).slice(0, 200);
}

/** The artist the user works with: the roster selection, else the account's linked artist. */
export function currentPresenceArtist(
  selected: RosterArtist | null | undefined,
  user: Pick<User, '_artist'> | null,
): PresenceArtist | null {
  if (selected?._id) {
    return { id: selected._id, name: (selected.name ?? '').slice(0, 200), spotifyId: selected.spotifyId ?? null };
  }
  const linked = user?._artist;
  return linked ? { id: linked._id, name: linked.name.slice(0, 200), spotifyId: linked.spotifyId ?? null } : null;
}

export interface PresenceLocation {
  path: string;
  artist: PresenceArtist | null;
}

/** The `POST /presence/update` body for a location (the page label comes from the path). */
export function locationUpdate({ path, artist }: PresenceLocation) {
  return { currentPath: path.slice(0, 2048), currentPage: pageLabelFromPath(path), currentArtist: artist };
}

/** Tells whether a location still has to be reported. */
export const locationKey = ({ path, artist }: PresenceLocation): string => `${path}\n${artist?.id ?? ''}`;

/** The contract wants an absolute URL (or null) for the avatar. */
function absoluteUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

export interface PresenceUserInput extends PresenceLocation {
  user: User;
  device: PresenceDevice;
  network: PresenceNetwork;
  /** This page load (see `PresenceUser.pageId`). */
  pageId: string;
  now: number;
}

/** The full presence user posted on join (spec 1 §3 "Presence user", §4). */
export function buildPresenceUser({ user, path, artist, device, network, pageId, now }: PresenceUserInput): PresenceUser {
  return {
    userId: user._id,
    email: user.email,
    name: presenceName(user),
    avatar: absoluteUrl(user.photoURL),
    roles: [...new Set(user.roles)],
    status: 'online',
    lastSeen: new Date(now).toISOString(),
    ...locationUpdate({ path, artist }),
    device,
    network,
    version: PRESENCE_APP_VERSION,
    pageId,
  };
}
