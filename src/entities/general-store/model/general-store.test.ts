import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $modalsOpen, $playbackTarget, modalToggled, modalsClosed, playbackTargetChanged } from './general-store';

describe('general store flags', () => {
  it('keeps keyed modal flags', async () => {
    const scope = fork();
    await allSettled(modalToggled, { scope, params: { key: 'releaseCreate', open: true } });
    await allSettled(modalToggled, { scope, params: { key: 'invite', open: false } });
    expect(scope.getState($modalsOpen)).toEqual({ releaseCreate: true, invite: false });
    await allSettled(modalsClosed, { scope });
    expect(scope.getState($modalsOpen)).toEqual({});
  });

  it('keeps the playback target', async () => {
    const scope = fork();
    await allSettled(playbackTargetChanged, { scope, params: { kind: 'track', id: 't1' } });
    expect(scope.getState($playbackTarget)).toEqual({ kind: 'track', id: 't1' });
    await allSettled(playbackTargetChanged, { scope, params: null });
    expect(scope.getState($playbackTarget)).toBeNull();
  });
});
