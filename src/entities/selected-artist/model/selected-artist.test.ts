import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '../lib/roster';
import {
  $selectedArtist,
  $selectedArtistId,
  rosterChanged,
  selectedArtistChanged,
  selectedArtistCleared,
  writeSelectionFx,
} from './selected-artist';

const entry = (id: string, name = `Artist ${id}`): RosterEntry => ({ _id: `r-${id}`, _artist: { _id: id, name } });

function setup(selected: string | null = null) {
  const written: (string | null)[] = [];
  const scope = fork({
    values: [[$selectedArtistId, selected]],
    handlers: [[writeSelectionFx, (id: string | null) => void written.push(id)]],
  });
  return { scope, written };
}

describe('selected artist', () => {
  it('keeps the selection when it is still on the roster', async () => {
    const { scope } = setup('b');
    await allSettled(rosterChanged, { scope, params: [entry('a'), entry('b')] });
    expect(scope.getState($selectedArtistId)).toBe('b');
    expect(scope.getState($selectedArtist)).toEqual({ _id: 'b', name: 'Artist b' });
  });

  it('picks the first artist when the selection left the roster', async () => {
    const { scope, written } = setup('gone');
    await allSettled(rosterChanged, { scope, params: [entry('a'), entry('b')] });
    expect(scope.getState($selectedArtistId)).toBe('a');
    expect(written).toEqual(['a']);
  });

  it('picks the first artist when there was no selection', async () => {
    const { scope } = setup(null);
    await allSettled(rosterChanged, { scope, params: [entry('a')] });
    expect(scope.getState($selectedArtistId)).toBe('a');
  });

  it('clears the selection when the roster is empty', async () => {
    const { scope, written } = setup('a');
    await allSettled(rosterChanged, { scope, params: [] });
    expect(scope.getState($selectedArtistId)).toBeNull();
    expect(written).toEqual([null]);
  });

  it('sets the selection, and null picks the first artist', async () => {
    const { scope } = setup(null);
    await allSettled(rosterChanged, { scope, params: [entry('a'), entry('b')] });
    await allSettled(selectedArtistChanged, { scope, params: 'b' });
    expect(scope.getState($selectedArtistId)).toBe('b');
    await allSettled(selectedArtistChanged, { scope, params: null });
    expect(scope.getState($selectedArtistId)).toBe('a');
  });

  it('null with an empty roster means none', async () => {
    const { scope } = setup('x');
    await allSettled(selectedArtistChanged, { scope, params: null });
    expect(scope.getState($selectedArtistId)).toBeNull();
  });

  it('can be cleared without picking another artist', async () => {
    const { scope } = setup(null);
    await allSettled(rosterChanged, { scope, params: [entry('a'), entry('b')] });
    await allSettled(selectedArtistCleared, { scope });
    expect(scope.getState($selectedArtistId)).toBeNull();
  });
});
