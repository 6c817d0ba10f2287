import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userReceived, type User } from '@/entities/session/@x/selected-artist';
import { SELECTED_ARTIST_STORAGE_KEY } from '../config/storage-key';
import type { RosterEntry } from '../lib/roster';
import {
  $pickedArtistId,
  $roster,
  $selectedArtist,
  $selectedArtistId,
  selectedArtistChanged,
  selectedArtistCleared,
  writeSelectionFx,
} from './selected-artist';

const entry = (id: string, name = `Artist ${id}`): RosterEntry => ({ _id: `r-${id}`, _artist: { _id: id, name } });

const user = (artists: RosterEntry[]): User => ({
  _id: 'u1',
  email: 'artist@demo.test',
  firstName: 'Jordan',
  lastName: 'Reyes',
  displayName: 'Jordan Reyes',
  roles: [],
  artists,
  permissions: { isDistributed: true },
  isVerified: {},
  _artist: null,
});

/** A scope with a stored pick and, unless `roster` is undefined, a signed-in user with that roster. */
async function setup(picked: string | null = null, roster?: RosterEntry[]) {
  const written: (string | null)[] = [];
  const scope = fork({
    values: [[$pickedArtistId, picked]],
    handlers: [[writeSelectionFx, (id: string | null) => void written.push(id)]],
  });
  // Read once, as the header does on render: a scope computes derived stores on first use, and
  // one first computed during an update would not see that update as a change.
  scope.getState($selectedArtistId);
  if (roster) await allSettled(userReceived, { scope, params: user(roster) });
  written.length = 0;
  return { scope, written };
}

describe('selected artist', () => {
  it('keeps the selection when it is still on the roster', async () => {
    const { scope } = await setup('b');
    await allSettled(userReceived, { scope, params: user([entry('a'), entry('b')]) });
    expect(scope.getState($selectedArtistId)).toBe('b');
    expect(scope.getState($selectedArtist)).toEqual({ _id: 'b', name: 'Artist b' });
  });

  it('keeps the stored selection while the session is loading', async () => {
    const { scope } = await setup('b');
    expect(scope.getState($roster)).toEqual([]);
    expect(scope.getState($selectedArtistId)).toBe('b');
  });

  it('picks the first artist when the selection left the roster', async () => {
    const { scope, written } = await setup('gone');
    await allSettled(userReceived, { scope, params: user([entry('a'), entry('b')]) });
    expect(scope.getState($selectedArtistId)).toBe('a');
    expect(written).toEqual(['a']);
  });

  it('picks the first artist when there was no selection', async () => {
    const { scope } = await setup(null);
    await allSettled(userReceived, { scope, params: user([entry('a')]) });
    expect(scope.getState($selectedArtistId)).toBe('a');
  });

  it('picks the first verified artist over an unverified one before it when there was no selection', async () => {
    const verified = (id: string): RosterEntry => ({ _id: `r-${id}`, _artist: { _id: id, name: id, isVerified: { spotify: true } } });
    const { scope } = await setup(null);
    await allSettled(userReceived, { scope, params: user([entry('signed-up'), verified('v1'), verified('v2')]) });
    expect(scope.getState($selectedArtistId)).toBe('v1');
  });

  it('keeps a stored pick of an unverified artist (only the fallback prefers the verified one)', async () => {
    const { scope } = await setup('a');
    await allSettled(userReceived, { scope, params: user([{ _id: 'r-v', _artist: { _id: 'v', isVerified: { spotify: true } } }, entry('a')]) });
    expect(scope.getState($selectedArtistId)).toBe('a');
  });

  it('keeps the selected artist when the roster order changes', async () => {
    const { scope } = await setup(null, [entry('a'), entry('b')]);
    await allSettled(selectedArtistChanged, { scope, params: 'a' });
    await allSettled(userReceived, { scope, params: user([entry('c'), entry('a'), entry('b')]) });
    expect(scope.getState($selectedArtistId)).toBe('a');
  });

  it('clears the selection when the roster is empty', async () => {
    const { scope, written } = await setup('a');
    await allSettled(userReceived, { scope, params: user([]) });
    expect(scope.getState($selectedArtistId)).toBeNull();
    expect(written).toEqual([null]);
  });

  it('sets the selection, and null picks the first artist', async () => {
    const { scope, written } = await setup(null, [entry('a'), entry('b')]);
    await allSettled(selectedArtistChanged, { scope, params: 'b' });
    expect(scope.getState($selectedArtistId)).toBe('b');
    await allSettled(selectedArtistChanged, { scope, params: null });
    expect(scope.getState($selectedArtistId)).toBe('a');
    expect(written).toEqual(['b', 'a']);
  });

  it('null with an empty roster means none', async () => {
    const { scope } = await setup('x', []);
    await allSettled(selectedArtistChanged, { scope, params: null });
    expect(scope.getState($selectedArtistId)).toBeNull();
  });

  it('can be cleared without picking another artist, until the roster changes', async () => {
    const { scope } = await setup('a', [entry('a'), entry('b')]);
    await allSettled(selectedArtistCleared, { scope });
    expect(scope.getState($selectedArtistId)).toBeNull();
    await allSettled(userReceived, { scope, params: user([entry('b')]) });
    expect(scope.getState($selectedArtistId)).toBe('b');
  });

  it('a cleared selection can be restored', async () => {
    const { scope } = await setup('b', [entry('a'), entry('b')]);
    await allSettled(selectedArtistCleared, { scope });
    await allSettled(selectedArtistChanged, { scope, params: 'b' });
    expect(scope.getState($selectedArtistId)).toBe('b');
  });
});

describe('selected artist after a guest page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  function storageWith(selected: string): Storage {
    const map = new Map([[SELECTED_ARTIST_STORAGE_KEY, selected]]);
    return {
      get length() {
        return map.size;
      },
      clear: () => map.clear(),
      getItem: (key) => map.get(key) ?? null,
      key: (index) => [...map.keys()][index] ?? null,
      removeItem: (key) => void map.delete(key),
      setItem: (key, value) => void map.set(key, String(value)),
    };
  }

  /**
   * A signed-in user opens `/signup` or `/login`: the session is restored on the guest page, whose
   * chunk holds no selection model; the guard then redirects to `/dashboard`, whose layout chunk
   * brings this model in, after the session has settled.
   */
  async function sessionSettledBeforeModel(stored: string, artists: RosterEntry[]) {
    vi.resetModules();
    vi.stubGlobal('localStorage', storageWith(stored));
    const session = await import('@/entities/session/@x/selected-artist');
    const scope = fork({ handlers: [[session.refreshFx, () => ({ token: 't', user: user(artists) })]] });
    await allSettled(session.sessionStarted, { scope });
    expect(scope.getState(session.$user)?.artists).toEqual(artists);
    const model = await import('./selected-artist');
    return { scope, model };
  }

  it("shows the stored artist's name in the header", async () => {
    const { scope, model } = await sessionSettledBeforeModel('luna', [entry('luna', 'Luna Vale'), entry('b')]);
    expect(scope.getState(model.$roster)).toHaveLength(2);
    expect(scope.getState(model.$selectedArtistId)).toBe('luna');
    expect(scope.getState(model.$selectedArtist)?.name).toBe('Luna Vale');
  });

  it('picks the first artist when the stored one is not on the roster', async () => {
    const { scope, model } = await sessionSettledBeforeModel('gone', [entry('luna', 'Luna Vale')]);
    expect(scope.getState(model.$selectedArtistId)).toBe('luna');
    expect(scope.getState(model.$selectedArtist)?.name).toBe('Luna Vale');
  });
});
