import { PLATFORM_SHARE, PLATFORMS, type Platform } from './platforms.js';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (UTC) of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * The day number of `day` (1-based, 0 for the last of the month before) of month `monthIndex`
 * (0-based, may overflow) of `year`, taken as written: Date.UTC reads years 0–99 as 1900–1999.
 */
export function utcDayNumber(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return Math.floor(date.getTime() / DAY_MS);
}

export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function todayNumber(now = Date.now()): number {
  return Math.floor(now / DAY_MS);
}

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ Math.imul(b, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Demo streams of one artist on one platform for `days` days from `fromDay`: monthly listeners ×
 * platform share, a slow seasonal swing, a weekly wave and noise, all a function of the artist id
 * and the day, so any range of any demo artist is the same on every read.
 */
export function syntheticDailyStreams(artistId: string, monthlyListeners: number, platform: Platform, fromDay: number, days: number): number[] {
  const seed = hashString(artistId);
  const base = monthlyListeners * 0.09 * PLATFORM_SHARE[platform];
  const platformSalt = PLATFORMS.indexOf(platform) + 1;
  const values = new Array<number>(days);
  for (let i = 0; i < days; i++) {
    const day = fromDay + i;
    const season = 1 + 0.25 * Math.sin((2 * Math.PI * (day + (seed % 400))) / 400);
    const week = 1 + 0.12 * Math.sin((2 * Math.PI * (day + (seed % 7))) / 7);
    const noise = 0.8 + 0.4 * mix(seed + platformSalt, day);
    values[i] = Math.round(base * season * week * noise);
  }
  return values;
}
