import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { SANDBOX, SANDBOX_ARTISTS, sandboxPrompt } from './sandbox.js';

// The sandbox's behaviour is tested through the API in server/test/verification.test.ts; these
// keep its documentation and its switch honest.
const readme = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the platform sandbox', () => {
  it('is documented with its credentials in both READMEs', () => {
    for (const text of [readme('../../README.md'), readme('../README.md')]) {
      for (const value of [SANDBOX.password, SANDBOX.code, SANDBOX.twoFactorMarker, SANDBOX.lockedMarker, SANDBOX.noAccessMarker]) {
        expect(text).toContain(`\`${value}\``);
      }
    }
    const top = readme('../../README.md');
    expect(top).toContain(sandboxPrompt('spotify'));
    expect(top).toContain(SANDBOX_ARTISTS[0]!.spotifyId);
    expect(top).toContain(SANDBOX_ARTISTS[0]!.appleId);
  });

  it('has artist ids in the platforms\' formats', () => {
    for (const artist of SANDBOX_ARTISTS) {
      expect(artist.spotifyId).toMatch(/^[0-9A-Za-z]{22}$/);
      expect(artist.appleId).toMatch(/^\d{10}$/);
    }
  });

  it('is on by default, off in production unless PLATFORM_SANDBOX=1', () => {
    expect(readConfig({}, false).app.platformSandbox).toBe(true);
    expect(readConfig({ PLATFORM_SANDBOX: '0' }, false).app.platformSandbox).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_APP_URL: 'https://app.example.com' }, false).app.platformSandbox).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_APP_URL: 'https://app.example.com', PLATFORM_SANDBOX: '1' }, false).app.platformSandbox).toBe(true);
  });
});
