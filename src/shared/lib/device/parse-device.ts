import Bowser from 'bowser';
// The contract's types only: `@/shared/api` itself uses this library (a circle).
import type { components } from '@/shared/api/generated/openapi';

/** The client's device as the presence contract describes it (spec 1 §3 "Device"). */
export type DeviceInfo = components['schemas']['PresenceDevice'];
export type DeviceType = DeviceInfo['type'];
export type DeviceOs = NonNullable<DeviceInfo['os']>;

export interface DeviceEnvironment {
  userAgent: string;
  /** Screen size in CSS pixels; left out of the result when unknown. */
  screen?: { width: number; height: number } | null;
  /** `navigator.maxTouchPoints`: tells an iPad in desktop mode from a Mac. */
  maxTouchPoints?: number;
}

const KNOWN_OS: Readonly<Record<string, DeviceOs>> = {
  Windows: 'Windows',
  macOS: 'macOS',
  Android: 'Android',
  iOS: 'iOS',
  Linux: 'Linux',
};

// Limits of the contract's PresenceDevice fields.
const MAX = { browser: 100, version: 50, deviceName: 100, userAgent: 1024 } as const;

const clip = (value: string | undefined, max: number): string | undefined => {
  const text = value?.trim();
  return text ? text.slice(0, max) : undefined;
};

function deviceTypeOf(platformType: string | undefined): DeviceType {
  return platformType === 'mobile' || platformType === 'tablet' ? platformType : 'desktop';
}

type ParsedAgent = ReturnType<typeof Bowser.parse>;

const EMPTY_AGENT: ParsedAgent = { browser: {}, os: {}, platform: {}, engine: {} };

/** bowser refuses an empty user agent; that reads as nothing known. */
function parseAgent(userAgent: string): ParsedAgent {
  return userAgent.trim() ? Bowser.parse(userAgent) : EMPTY_AGENT;
}

/** A readable name when the user agent names no model: "Windows PC", "Mac", "Android tablet"… */
function genericDeviceName(os: DeviceOs | undefined, type: DeviceType): string {
  if (os === 'macOS') return 'Mac';
  if (os === 'iOS') return type === 'tablet' ? 'iPad' : 'iPhone';
  const kind = { desktop: 'PC', mobile: 'phone', tablet: 'tablet' }[type];
  return os ? `${os} ${kind}` : `Unknown ${kind}`;
}

/**
 * Parses a user agent with bowser into the presence device: type (desktop, mobile, tablet),
 * browser and version, OS (Windows, macOS, Android, iOS, Linux; others left out) and version,
 * a device name, the user agent and the screen resolution `WxH`.
 */
export function parseDevice({ userAgent, screen, maxTouchPoints = 0 }: DeviceEnvironment): DeviceInfo {
  const result = parseAgent(userAgent);
  let os: DeviceOs | undefined = result.os.name ? KNOWN_OS[result.os.name] : undefined;
  let type = deviceTypeOf(result.platform.type);
  let osVersion = os === 'Windows' ? result.os.versionName ?? result.os.version : result.os.version;
  let vendor = result.platform.vendor;
  let model = result.platform.model;

  // iPadOS Safari asks for desktop sites with a Mac user agent; only touch support tells them apart.
  if (os === 'macOS' && maxTouchPoints > 1) {
    os = 'iOS';
    type = 'tablet';
    osVersion = undefined;
    vendor = 'Apple';
    model = 'iPad';
  }

  const named = [vendor, model].filter(Boolean).join(' ');
  const device: DeviceInfo = {
    type,
    browser: clip(result.browser.name, MAX.browser) ?? 'Unknown',
    deviceName: clip(model ? named : genericDeviceName(os, type), MAX.deviceName),
    userAgent: userAgent.slice(0, MAX.userAgent),
  };
  const browserVersion = clip(result.browser.version, MAX.version);
  if (browserVersion) device.browserVersion = browserVersion;
  if (os) device.os = os;
  const cleanOsVersion = clip(osVersion, MAX.version);
  if (os && cleanOsVersion) device.osVersion = cleanOsVersion;
  if (screen && screen.width > 0 && screen.height > 0) {
    device.screenResolution = `${Math.round(screen.width)}x${Math.round(screen.height)}`;
  }
  return device;
}

/** Reads this browser's device (navigator and screen). */
export function readDevice(): DeviceInfo {
  const nav = globalThis.navigator;
  const screen = globalThis.screen;
  return parseDevice({
    userAgent: nav?.userAgent ?? '',
    screen: screen ? { width: screen.width, height: screen.height } : null,
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
  });
}

/** True for Safari (desktop or iOS), which has no Network Information API. */
export function isSafariUserAgent(userAgent: string): boolean {
  return parseAgent(userAgent).browser.name === 'Safari';
}
