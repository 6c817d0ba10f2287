import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addressKey, tooManyRequests } from './throttle.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

function serverSources(dir = SERVER_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'test' ? [] : serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('tooManyRequests', () => {
  it.each([
    [0, '1'],
    [0.2, '1'],
    [59.1, '60'],
    [3600, '3600'],
  ])('after %s s answers 429 with Retry-After %s (whole seconds, at least 1)', (wait, header) => {
    const error = tooManyRequests(wait, 'Try again in {wait}.');
    expect(error.statusCode).toBe(429);
    expect(error.headers).toEqual({ 'retry-after': header });
  });

  it('says the wait in words', () => {
    expect(tooManyRequests(1, 'In {wait}.').message).toBe('In 1 second.');
    expect(tooManyRequests(30, 'In {wait}.').message).toBe('In 30 seconds.');
    expect(tooManyRequests(61, 'In {wait}.').message).toBe('In 2 minutes.');
  });

  it('is the only maker of 429 answers in the server, so every 429 has Retry-After', () => {
    const makers = /HttpError\(\s*429|\.code\(\s*429|\.status\(\s*429|statusCode\s*[:=]\s*429|writeHead\(\s*429/;
    const offenders = serverSources()
      .filter((path) => !path.endsWith(join('auth', 'throttle.ts')))
      .filter((path) => makers.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SERVER_DIR, path));
    expect(offenders).toEqual([]);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('keys %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
