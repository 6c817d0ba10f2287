import Bowser from 'bowser';
import { DEVICE_CODES } from './event-types.js';

export interface SessionDevice {
  device: number;
  browser: string | null;
  os: string | null;
}

const UNKNOWN: SessionDevice = { device: DEVICE_CODES.unknown, browser: null, os: null };
const CACHE_LIMIT = 500;
// Few distinct user agents send most batches: parse each once.
const cache = new Map<string, SessionDevice>();

/** Device type, browser and OS of a User-Agent header; the header itself is never stored. */
export function deviceFromUserAgent(userAgent: string | undefined): SessionDevice {
  if (!userAgent) return UNKNOWN;
  const cached = cache.get(userAgent);
  if (cached) return cached;
  const parsed = parse(userAgent);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(userAgent, parsed);
  return parsed;
}

function parse(userAgent: string): SessionDevice {
  try {
    const parser = Bowser.getParser(userAgent.slice(0, 500));
    const platform = parser.getPlatformType(true);
    const device = platform === 'desktop' ? DEVICE_CODES.desktop : platform === 'mobile' ? DEVICE_CODES.mobile : platform === 'tablet' ? DEVICE_CODES.tablet : DEVICE_CODES.unknown;
    return { device, browser: parser.getBrowserName() || null, os: parser.getOSName() || null };
  } catch {
    return UNKNOWN;
  }
}
