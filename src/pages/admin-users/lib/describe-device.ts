import { parseDevice } from '@/shared/lib/device';

/** "Chrome 120 on Mac" from a sign-in's user agent; "Unknown device" when none was recorded. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const device = parseDevice({ userAgent });
  const majorVersion = device.browserVersion?.split('.')[0];
  const browser = device.browser === 'Unknown' ? 'Unknown browser' : [device.browser, majorVersion].filter(Boolean).join(' ');
  return device.deviceName ? `${browser} on ${device.deviceName}` : browser;
}
