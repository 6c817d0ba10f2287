import { describe, expect, it } from 'vitest';
import { isSafariUserAgent, parseDevice } from './parse-device';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('parseDevice', () => {
  it('reads Chrome on Windows as a desktop', () => {
    expect(parseDevice({ userAgent: UA.chromeWindows, screen: { width: 1920, height: 1080 } })).toEqual({
      type: 'desktop',
      browser: 'Chrome',
      browserVersion: '126.0.0.0',
      os: 'Windows',
      osVersion: '10',
      deviceName: 'Windows PC',
      userAgent: UA.chromeWindows,
      screenResolution: '1920x1080',
    });
  });

  it('reads Safari on an iPhone as a mobile', () => {
    expect(parseDevice({ userAgent: UA.safariIos, screen: { width: 393, height: 852 } })).toEqual({
      type: 'mobile',
      browser: 'Safari',
      browserVersion: '17.5',
      os: 'iOS',
      osVersion: '17.5',
      deviceName: 'Apple iPhone',
      userAgent: UA.safariIos,
      screenResolution: '393x852',
    });
  });

  it('reads Firefox on Linux as a desktop without an OS version', () => {
    expect(parseDevice({ userAgent: UA.firefoxLinux, screen: { width: 2560, height: 1440 } })).toEqual({
      type: 'desktop',
      browser: 'Firefox',
      browserVersion: '127.0',
      os: 'Linux',
      deviceName: 'Linux PC',
      userAgent: UA.firefoxLinux,
      screenResolution: '2560x1440',
    });
  });

  it('reads Chrome on an Android tablet as a tablet', () => {
    expect(parseDevice({ userAgent: UA.chromeAndroidTablet, screen: { width: 1280, height: 800 } })).toEqual({
      type: 'tablet',
      browser: 'Chrome',
      browserVersion: '125.0.0.0',
      os: 'Android',
      osVersion: '13',
      deviceName: 'Android tablet',
      userAgent: UA.chromeAndroidTablet,
      screenResolution: '1280x800',
    });
  });

  it('tells an Android phone from a tablet', () => {
    expect(parseDevice({ userAgent: UA.chromeAndroidPhone })).toMatchObject({
      type: 'mobile',
      os: 'Android',
      osVersion: '14',
      deviceName: 'Android phone',
    });
  });

  it('names a Mac, and an iPad asking for the desktop site (touch points) a tablet', () => {
    expect(parseDevice({ userAgent: UA.safariMac })).toMatchObject({ type: 'desktop', os: 'macOS', deviceName: 'Mac' });
    const ipad = parseDevice({ userAgent: UA.safariMac, maxTouchPoints: 5 });
    expect(ipad).toMatchObject({ type: 'tablet', os: 'iOS', deviceName: 'Apple iPad', browser: 'Safari' });
    expect(ipad.osVersion).toBeUndefined();
  });

  it('leaves out an OS outside the five known ones and an unknown screen', () => {
    const device = parseDevice({ userAgent: UA.chromeOs, screen: { width: 0, height: 0 } });
    expect(device.os).toBeUndefined();
    expect(device.osVersion).toBeUndefined();
    expect(device.screenResolution).toBeUndefined();
    expect(device).toMatchObject({ type: 'desktop', browser: 'Chrome', deviceName: 'Unknown PC' });
  });

  it('copes with an empty user agent and clips a long one to 1024 characters', () => {
    expect(parseDevice({ userAgent: '' })).toMatchObject({ type: 'desktop', browser: 'Unknown', userAgent: '' });
    expect(parseDevice({ userAgent: UA.firefoxLinux + 'x'.repeat(2000) }).userAgent).toHaveLength(1024);
  });
});

describe('isSafariUserAgent', () => {
  it('is true for Safari only', () => {
    expect(isSafariUserAgent(UA.safariIos)).toBe(true);
    expect(isSafariUserAgent(UA.safariMac)).toBe(true);
    expect(isSafariUserAgent(UA.chromeWindows)).toBe(false);
    expect(isSafariUserAgent(UA.firefoxLinux)).toBe(false);
  });
});
