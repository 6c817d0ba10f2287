import { describe, expect, it } from 'vitest';
import {
  browserText,
  connectionText,
  deviceAndOsText,
  onlineBadgeText,
  onlineUsersHeading,
  onlineUsersTooltip,
} from './texts';

describe('online-users texts', () => {
  it('badge: hidden while loading or at zero, capped at 99', () => {
    expect(onlineBadgeText(5, true)).toBeNull();
    expect(onlineBadgeText(0, false)).toBeNull();
    expect(onlineBadgeText(1, false)).toBe('1');
    expect(onlineBadgeText(99, false)).toBe('99');
    expect(onlineBadgeText(100, false)).toBe('99');
    expect(onlineBadgeText(12_345, false)).toBe('99');
  });

  it("tooltip '{n} user(s) online' and heading '1 user online' / 'N users online'", () => {
    expect(onlineUsersTooltip(0)).toBe('0 user(s) online');
    expect(onlineUsersTooltip(7)).toBe('7 user(s) online');
    expect(onlineUsersHeading(1)).toBe('1 user online');
    expect(onlineUsersHeading(2)).toBe('2 users online');
    expect(onlineUsersHeading(150)).toBe('150 users online');
  });

  it('device, OS and browser', () => {
    const device = {
      type: 'desktop',
      browser: 'Chrome',
      browserVersion: '126.0.0.0',
      os: 'Windows',
      osVersion: '10',
      deviceName: 'Windows PC',
      userAgent: 'UA',
    } as const;
    expect(deviceAndOsText(device)).toBe('Desktop · Windows 10 (Windows PC)');
    expect(deviceAndOsText(device, { withName: false })).toBe('Desktop · Windows 10');
    expect(deviceAndOsText({ type: 'tablet', browser: 'Chrome', userAgent: 'UA' })).toBe('Tablet');
    expect(deviceAndOsText(undefined)).toBe('Unknown');
    expect(browserText(device)).toBe('Chrome 126.0.0.0');
    expect(browserText({ type: 'mobile', browser: 'Firefox', userAgent: 'UA' })).toBe('Firefox');
  });

  it('connection quality', () => {
    expect(connectionText({ type: 'wifi', effectiveType: '4g', downlink: 10, rtt: 50, saveData: true })).toBe(
      'Excellent (wifi, 4g, 10 Mbps, 50 ms, data saver)',
    );
    expect(connectionText({ rtt: 200 })).toBe('Fair (200 ms)');
    expect(connectionText({ browserLimitation: 'no-network-api-support' })).toBe(
      'No signal (the browser does not report the connection)',
    );
    expect(connectionText(undefined)).toBe('No signal');
    expect(connectionText({})).toBe('No signal');
  });
});
