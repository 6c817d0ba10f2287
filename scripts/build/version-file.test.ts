import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../src/shared/config/app-version';
// @ts-expect-error -- a plain ESM build script without type declarations
import { readAppVersion, versionFile, writeVersionFile } from './version-file.mjs';

describe('dist/version.json', () => {
  it('reads the app version from the config file', () => {
    expect(readAppVersion(readFileSync('src/shared/config/app-version.ts', 'utf8'))).toBe('2025.08.8');
    expect(() => readAppVersion('export const OTHER = 1;')).toThrow(/APP_VERSION/);
  });

  it('holds the version, a build id made of the commit, the time and a random part, and the time', () => {
    const file = versionFile({ version: '2025.08.8', now: new Date('2025-08-08T10:20:30.456Z'), random: 'a1b2c3', commit: 'abc123def456' });
    expect(file).toEqual({
      version: '2025.08.8',
      buildId: 'abc123def456-20250808T102030456Z-a1b2c3',
      builtAt: '2025-08-08T10:20:30.456Z',
      commit: 'abc123def456',
    });
    expect(versionFile({ version: '1', now: new Date(0), random: 'ff' })).toEqual({
      version: '1',
      buildId: '19700101T000000000Z-ff',
      builtAt: '1970-01-01T00:00:00.000Z',
    });
  });

  it('differs from one build to the next', () => {
    const dist = mkdtempSync(join(tmpdir(), 'version-file-'));
    try {
      const first = writeVersionFile({ dist, versionSourceFile: 'src/shared/config/app-version.ts' });
      const written = JSON.parse(readFileSync(join(dist, 'version.json'), 'utf8'));
      expect(written).toEqual(first);
      expect(written.version).toBe(APP_VERSION);
      expect(Number.isNaN(Date.parse(written.builtAt))).toBe(false);
      const second = writeVersionFile({ dist, versionSourceFile: 'src/shared/config/app-version.ts' });
      expect(second.buildId).not.toBe(first.buildId);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
