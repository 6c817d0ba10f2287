/**
 * Only one audio plays at a time, app-wide (spec 2 §4): a player claims the playback before it
 * starts, which stops whichever player had it.
 */
let current: { owner: object; stop: () => void } | null = null;

export const playbackCoordinator = {
  /** `owner` starts playing; the previous owner is stopped. */
  claim(owner: object, stop: () => void): void {
    if (current && current.owner !== owner) current.stop();
    current = { owner, stop };
  },
  /** `owner` stopped by itself (ended, unmounted). */
  release(owner: object): void {
    if (current?.owner === owner) current = null;
  },
  stopAll(): void {
    const playing = current;
    current = null;
    playing?.stop();
  },
  isPlaying(owner: object): boolean {
    return current?.owner === owner;
  },
};
