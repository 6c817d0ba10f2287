/**
 * The app's one duration formatter. Styles:
 * - `clock`: a length, "3:07", "1:02:03" past an hour (tracks in the catalogue);
 * - `mm:ss`: spec 2 §5's "03:07", minutes unbounded ("63:07"), "--:--" when missing;
 * - `m:ss`: a player's position, "1:05";
 * - `words`: "42 s", "3 min 20 s", "1 h 5 min" (time on a page, a session);
 * - `rough`: "42 s", "3 min", "1.2 h" (how old a queued job is);
 * - `uptime`: "3 d 4 h", "2 h 5 min", "4 min".
 * The clocks count whole seconds elapsed (a position: 3.9 s is "0:03") unless `nearest` asks for
 * the nearest second (a length); they read a negative value as zero, except `clock`, which shows
 * "—" as the word styles do.
 */
export type DurationStyle = 'clock' | 'mm:ss' | 'm:ss' | 'words' | 'rough' | 'uptime';

export interface DurationOptions {
  /** Round a clock to the nearest second rather than down. */
  nearest?: boolean;
}

const NONE = '—';
const two = (value: number) => String(value).padStart(2, '0');

function clock(total: number, style: 'clock' | 'mm:ss' | 'm:ss'): string {
  if (style !== 'clock' || total < 3600) {
    const minutes = Math.floor(total / 60);
    return `${style === 'mm:ss' ? two(minutes) : minutes}:${two(total % 60)}`;
  }
  return `${Math.floor(total / 3600)}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

function words(seconds: number): string {
  const total = Math.round(seconds);
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return total % 60 === 0 ? `${minutes} min` : `${minutes} min ${total % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

function rough(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 360) / 10} h`;
}

function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return minutes > 0 ? `${minutes} min` : `${Math.floor(seconds)} s`;
}

/** `seconds` in the given style (see above); "—" ("--:--" for `mm:ss`) when there is no value. */
export function formatDuration(seconds: number | null | undefined, style: DurationStyle, { nearest = false }: DurationOptions = {}): string {
  if (seconds == null || !Number.isFinite(seconds)) return style === 'mm:ss' ? '--:--' : NONE;
  if (seconds < 0 && style !== 'mm:ss' && style !== 'm:ss') return NONE;
  switch (style) {
    case 'words':
      return words(seconds);
    case 'rough':
      return rough(seconds);
    case 'uptime':
      return uptime(seconds);
    default:
      return clock(Math.max(0, nearest ? Math.round(seconds) : Math.floor(seconds)), style);
  }
}
