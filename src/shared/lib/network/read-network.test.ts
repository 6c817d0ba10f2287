import { describe, expect, it } from 'vitest';
import { parseNetwork } from './read-network';

describe('parseNetwork', () => {
  it('copies the Network Information API fields', () => {
    expect(parseNetwork({ type: 'wifi', effectiveType: '4g', downlink: 10, rtt: 50, saveData: false })).toEqual({
      type: 'wifi',
      effectiveType: '4g',
      downlink: 10,
      rtt: 50,
      saveData: false,
    });
  });

  it('keeps only what the browser gives, and drops values the contract refuses', () => {
    expect(parseNetwork({ effectiveType: '5g', downlink: -1, rtt: Number.NaN, saveData: 'yes' })).toEqual({});
    expect(parseNetwork({ effectiveType: 'slow-2g', rtt: 2000 })).toEqual({ effectiveType: 'slow-2g', rtt: 2000 });
  });

  it('names the limitation when the API is missing: Safari or another browser', () => {
    expect(parseNetwork(undefined, { isSafari: true })).toEqual({ browserLimitation: 'safari-no-network-api' });
    expect(parseNetwork(undefined)).toEqual({ browserLimitation: 'no-network-api-support' });
    expect(parseNetwork(null, { isSafari: false })).toEqual({ browserLimitation: 'no-network-api-support' });
  });
});
