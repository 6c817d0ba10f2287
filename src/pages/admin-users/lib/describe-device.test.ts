import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device';

describe('describeDevice', () => {
  it('names the browser, its major version and the device', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36';
    expect(describeDevice(mac)).toBe('Chrome 120 on Mac');
  });

  it('says so when nothing was recorded', () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('  ')).toBe('Unknown device');
  });
});
