import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './secret.js';

const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-secret-'));
afterEach(() => rmSync(join(dir, 'auth-secret'), { force: true }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the auth secret', () => {
  it('is created once in DATA_DIR/auth-secret, readable by the owner only, and reused', () => {
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
  });

  it('comes from AUTH_SECRET when set, which must be long enough', () => {
    const configured = 'x'.repeat(40);
    expect(resolveAuthSecret(configured, dir)).toBe(configured);
    expect(() => resolveAuthSecret('short', dir)).toThrow(/at least 32/);
  });

  it('is fresh per process for an in-memory data dir', () => {
    expect(resolveAuthSecret(undefined, null)).not.toBe(resolveAuthSecret(undefined, null));
  });
});
