import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens.js';

const SECRET = 'unit-test-secret-0123456789abcdef0123456789abcdef';
const NOW = Date.parse('2025-08-08T12:00:00Z');

describe('signed tokens', () => {
  it('round-trip their claims and expire after an hour by default', () => {
    const token = signToken({ sub: 'u1', roles: ['ADMIN'] }, SECRET, { now: NOW });
    expect(token.split('.')).toHaveLength(3);
    expect(verifyToken(token, SECRET, NOW)).toEqual({
      sub: 'u1',
      roles: ['ADMIN'],
      ver: 0,
      jti: expect.stringMatching(/^[\w-]{22}$/),
      iat: NOW / 1000,
      exp: NOW / 1000 + 3600,
    });
    expect(verifyToken(token, SECRET, NOW + 3599_000)).not.toBeNull();
    expect(verifyToken(token, SECRET, NOW + 3600_000)).toBeNull();
  });

  it('carry the account token version and an id of their own', () => {
    const first = verifyToken(signToken({ sub: 'u1', roles: [], ver: 3 }, SECRET, { now: NOW }), SECRET, NOW);
    const second = verifyToken(signToken({ sub: 'u1', roles: [], ver: 3 }, SECRET, { now: NOW }), SECRET, NOW);
    expect(first?.ver).toBe(3);
    expect(first?.jti).not.toBe(second?.jti);
  });

  it('are standard HS256 JWTs', () => {
    const [header] = signToken({ sub: 'u1', roles: [] }, SECRET).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('reject a changed payload, another secret, a stripped signature and alg "none"', () => {
    const token = signToken({ sub: 'u1', roles: [] }, SECRET, { now: NOW });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ sub: 'u1', roles: ['ADMIN'], ver: 0, jti: 'x', iat: NOW / 1000, exp: NOW / 1000 + 3600 })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyToken(`${header}.${forged}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifyToken(token, `${SECRET}x`, NOW)).toBeNull();
    expect(verifyToken(`${header}.${payload}.`, SECRET, NOW)).toBeNull();
    expect(verifyToken(`${none}.${payload}.`, SECRET, NOW)).toBeNull();
    expect(verifyToken('a.b', SECRET, NOW)).toBeNull();
  });

  it('reject claims of the wrong shape even when signed', () => {
    const token = signToken({ sub: 'u1', roles: 'ADMIN' as unknown as string[] }, SECRET, { now: NOW });
    expect(verifyToken(token, SECRET, NOW)).toBeNull();
  });
});
