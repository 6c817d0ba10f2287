import type { PresenceEvent, PresencePatch } from './types.js';

interface Window {
  pending: PresencePatch | null;
  timer: NodeJS.Timeout;
}

/**
 * At most one `update` per user per window: the first goes out at once, later ones within the
 * window are merged and sent when it ends. A join or leave ends the user's window (a join carries
 * the whole user, and nothing follows a leave), so events of one user keep their order.
 */
export class UpdateCoalescer {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly windowMs: number,
    private readonly emit: (event: PresenceEvent) => void,
  ) {}

  push(event: PresenceEvent): void {
    if (event.type !== 'update') {
      this.endWindow(event.type === 'join' ? event.user.userId : event.userId);
      this.emit(event);
      return;
    }
    const window = this.windows.get(event.userId);
    if (window) {
      window.pending = { ...window.pending, ...event.patch };
      return;
    }
    this.emit(event);
    this.openWindow(event.userId);
  }

  close(): void {
    for (const userId of [...this.windows.keys()]) this.endWindow(userId);
  }

  private openWindow(userId: string): void {
    const timer = setTimeout(() => {
      const window = this.windows.get(userId);
      this.windows.delete(userId);
      if (!window?.pending) return;
      this.emit({ type: 'update', userId, patch: window.pending });
      this.openWindow(userId);
    }, this.windowMs).unref();
    this.windows.set(userId, { pending: null, timer });
  }

  private endWindow(userId: string): void {
    const window = this.windows.get(userId);
    if (!window) return;
    clearTimeout(window.timer);
    this.windows.delete(userId);
  }
}
