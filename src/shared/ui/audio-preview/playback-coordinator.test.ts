import { describe, expect, it, vi } from 'vitest';
import { playbackCoordinator } from './playback-coordinator';

describe('playbackCoordinator', () => {
  it('stops the playing audio when another one starts', () => {
    const first = {};
    const second = {};
    const stopFirst = vi.fn();
    playbackCoordinator.claim(first, stopFirst);
    playbackCoordinator.claim(second, vi.fn());
    expect(stopFirst).toHaveBeenCalledOnce();
    expect(playbackCoordinator.isPlaying(second)).toBe(true);
    expect(playbackCoordinator.isPlaying(first)).toBe(false);
  });

  it('forgets a player that stopped by itself', () => {
    const owner = {};
    const stop = vi.fn();
    playbackCoordinator.claim(owner, stop);
    playbackCoordinator.release(owner);
    playbackCoordinator.stopAll();
    expect(stop).not.toHaveBeenCalled();
  });
});
