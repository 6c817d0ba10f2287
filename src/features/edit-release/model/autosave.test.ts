// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Release } from '@/entities/release';
import { ApiError } from '@/shared/api';
import type { SaveRequest } from '../api/edit-release-api';
import { readLocalCopy, writeLocalCopy } from '../lib/local-copy';
import { makeReleaseFixture } from '../testing/release-fixture';
import {
  $fieldErrors,
  $pending,
  $saveState,
  AUTOSAVE_DELAY_MS,
  connectionChanged,
  draftChanged,
  editorClosed,
  flushRequested,
  releaseLoaded,
  retryLaterFx,
  saveFx,
} from './autosave';

const release = makeReleaseFixture();

function setup(handler: (request: SaveRequest) => Release | Promise<Release> = ({ changes }) => ({ ...release, ...changes }) as Release) {
  const calls: SaveRequest[] = [];
  const scope = fork({
    handlers: [
      [saveFx, (request: SaveRequest) => (calls.push(request), handler(request))],
      // The later look at the connection is its own test.
      [retryLaterFx, () => Promise.reject(new Error('not now'))],
    ],
  });
  return { scope, calls };
}

const networkError = () => new ApiError({ status: 0, message: 'offline', kind: 'network' });

/** Awaits a launch once the model's timers (the autosave debounce) have run on the fake clock. */
async function settle(launch: Promise<unknown>) {
  await vi.runAllTimersAsync();
  await launch;
}

describe('release autosave', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('saves 800 ms after the last change, sending only the fields that differ from the server', async () => {
    const { scope, calls } = setup();
    await settle(allSettled(releaseLoaded, { scope, params: release }));
    const started = Date.now();
    void allSettled(draftChanged, { scope, params: { title: 'Northern Light', label: 'Aurora Records' } });
    await vi.advanceTimersByTimeAsync(300);
    const last = allSettled(draftChanged, { scope, params: { title: 'Northern Lights (Live)', advisory: 'NONE' } });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await last;
    expect(Date.now() - started).toBeGreaterThanOrEqual(300 + AUTOSAVE_DELAY_MS - 20);
    expect(calls).toEqual([{ releaseId: release._id, changes: { title: 'Northern Lights (Live)' } }]);
    expect(scope.getState($pending)).toEqual({});
    expect(scope.getState($saveState)).toBe('saved');
  });

  it('says Saving… while a change waits for its save', async () => {
    const { scope } = setup();
    await settle(allSettled(releaseLoaded, { scope, params: release }));
    void allSettled(draftChanged, { scope, params: { title: 'Other' } });
    expect(scope.getState($saveState)).toBe('saving');
    await settle(allSettled(flushRequested, { scope }));
    expect(scope.getState($saveState)).toBe('saved');
  });

  it('keeps unsaved changes in localStorage until the server has them', async () => {
    let answer: (value: Release) => void = () => undefined;
    const { scope } = setup(({ changes }) => new Promise<Release>((resolve) => (answer = () => resolve({ ...release, ...changes } as Release))));
    await settle(allSettled(releaseLoaded, { scope, params: release }));
    void allSettled(draftChanged, { scope, params: { recordingLocation: 'Oslo' } });
    expect(readLocalCopy(release._id)).toEqual({ recordingLocation: 'Oslo' });
    const settled = allSettled(flushRequested, { scope });
    answer(release);
    await settle(settled);
    expect(readLocalCopy(release._id)).toEqual({});
  });

  it('queues changes while offline and sends them when the connection is back', async () => {
    const { scope, calls } = setup();
    await settle(allSettled(releaseLoaded, { scope, params: release }));
    await settle(allSettled(connectionChanged, { scope, params: false }));
    await settle(allSettled(draftChanged, { scope, params: { upc: '859712345678' } }));
    expect(calls).toEqual([]);
    expect(scope.getState($saveState)).toBe('offline');
    await settle(allSettled(connectionChanged, { scope, params: true }));
    expect(calls).toEqual([{ releaseId: release._id, changes: { upc: '859712345678' } }]);
    expect(scope.getState($saveState)).toBe('saved');
  });

  it('treats a failed request as offline, keeps the change and resends it once online', async () => {
    let failing = true;
    const { scope, calls } = setup(({ changes }) => {
      if (failing) throw networkError();
      return { ...release, ...changes } as Release;
    });
    await settle(allSettled(releaseLoaded, { scope, params: release }));
    await settle(allSettled(draftChanged, { scope, params: { titleVersion: 'Radio Edit' } }));
    await settle(allSettled(flushRequested, { scope }));
    expect(scope.getState($saveState)).toBe('offline');
    expect(scope.getState($pending)).toEqual({ titleVersion: 'Radio Edit' });
    failing = false;
    await settle(allSettled(connectionChanged, { scope, params: true }));
    expect(calls.at(-1)).toEqual({ releaseId: release._id, changes: { titleVersion: 'Radio Edit' } });
    expect(scope.getState($pending)).toEqual({});
  });

  it('looks at the connection again later when a request failed while the browser said online', async () => {
    let failures = 1;
    const calls: SaveRequest[] = [];
    const scope = fork({
      handlers: [
        [saveFx, (request: SaveRequest) => {
          calls.push(request);
          if (failures-- > 0) throw networkError();
          return { ...release, ...request.changes } as Release;
        }],
        [retryLaterFx, () => undefined],
      ],
    });
    await settle(allSettled(releaseLoaded, { scope, params: release }));
    await settle(allSettled(draftChanged, { scope, params: { title: 'Retry me' } }));
    await settle(allSettled(flushRequested, { scope }));
    expect(calls).toHaveLength(2);
    expect(scope.getState($saveState)).toBe('saved');
  });

  it('restores the local copy on the next load and sends it', async () => {
    writeLocalCopy(release._id, { title: 'Kept offline', label: release.label });
    const { scope, calls } = setup();
    await settle(allSettled(releaseLoaded, { scope, params: release }));
    expect(calls).toEqual([{ releaseId: release._id, changes: { title: 'Kept offline' } }]);
  });

  it('shows the server field errors of a 422 until the field changes', async () => {
    const { scope } = setup(() => {
      throw new ApiError({ status: 422, message: 'Release draft is invalid, please fix the errors and try again', body: { fields: [{ field: 'upc', message: 'UPC must be 12 or 13 digits.' }] } });
    });
    await settle(allSettled(releaseLoaded, { scope, params: release }));
    await settle(allSettled(draftChanged, { scope, params: { upc: '000000000000' } }));
    await settle(allSettled(flushRequested, { scope }));
    expect(scope.getState($fieldErrors)).toEqual({ upc: 'UPC must be 12 or 13 digits.' });
    expect(scope.getState($saveState)).toBe('error');
    void allSettled(draftChanged, { scope, params: { upc: '859712345678' } });
    expect(scope.getState($fieldErrors)).toEqual({});
  });

  it('keeps offline edits through leaving the page and coming back', async () => {
    const { scope, calls } = setup();
    await settle(allSettled(releaseLoaded, { scope, params: release }));
    await settle(allSettled(connectionChanged, { scope, params: false }));
    await settle(allSettled(draftChanged, { scope, params: { title: 'Typed offline' } }));
    await settle(allSettled(editorClosed, { scope }));
    expect(readLocalCopy(release._id)).toEqual({ title: 'Typed offline' });
    await settle(allSettled(releaseLoaded, { scope, params: release }));
    expect(scope.getState($pending)).toEqual({ title: 'Typed offline' });
    await settle(allSettled(connectionChanged, { scope, params: true }));
    expect(calls).toEqual([{ releaseId: release._id, changes: { title: 'Typed offline' } }]);
    expect(readLocalCopy(release._id)).toEqual({});
  });

  it('forgets the edits of another release when a new one opens', async () => {
    const { scope } = setup();
    await settle(allSettled(releaseLoaded, { scope, params: release }));
    await settle(allSettled(connectionChanged, { scope, params: false }));
    await settle(allSettled(draftChanged, { scope, params: { title: 'Pending A' } }));
    await settle(allSettled(releaseLoaded, { scope, params: makeReleaseFixture({ _id: '65f0c0ffee0000000000000b' }) }));
    expect(scope.getState($pending)).toEqual({});
    expect(readLocalCopy(release._id)).toEqual({ title: 'Pending A' });
  });
});
