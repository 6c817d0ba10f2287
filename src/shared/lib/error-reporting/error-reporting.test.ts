import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildErrorReportingUser,
  connectErrorReportingUser,
  getErrorReportingUser,
  setErrorReportingUser,
} from './error-reporting';

const PERSONAL = {
  _id: '0123456789abcdef01234567',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada L',
  photoURL: 'https://example.test/ada.png',
  roles: ['ADMIN', 'INVESTOR'],
};

afterEach(() => setErrorReportingUser(null));

describe('buildErrorReportingUser', () => {
  it.each([
    [[], { isAdmin: false, isInvestor: false }],
    [['ADMIN'], { isAdmin: true, isInvestor: false }],
    [['INVESTOR'], { isAdmin: false, isInvestor: true }],
    [['ADMIN', 'INVESTOR'], { isAdmin: true, isInvestor: true }],
  ])('roles %j → %j', (roles, expected) => {
    expect(buildErrorReportingUser({ roles })).toEqual(expected);
  });

  it('carries only the two flags: no id, email, name or photo', () => {
    const context = buildErrorReportingUser(PERSONAL);
    expect(Object.keys(context).sort()).toEqual(['isAdmin', 'isInvestor']);
    const serialised = JSON.stringify(context);
    for (const value of [PERSONAL._id, PERSONAL.email, PERSONAL.firstName, PERSONAL.lastName, PERSONAL.displayName, 'example.test']) {
      expect(serialised).not.toContain(value);
    }
  });

  it('treats missing roles as none', () => {
    expect(buildErrorReportingUser({ roles: null })).toEqual({ isAdmin: false, isInvestor: false });
    expect(buildErrorReportingUser({})).toEqual({ isAdmin: false, isInvestor: false });
  });
});

describe('setErrorReportingUser seam', () => {
  it('forwards only the flags to the connected reporter, replays the current context and clears with null', () => {
    setErrorReportingUser(PERSONAL);
    const sink = vi.fn();
    const disconnect = connectErrorReportingUser(sink);
    expect(sink).toHaveBeenLastCalledWith({ isAdmin: true, isInvestor: true });

    setErrorReportingUser({ ...PERSONAL, roles: [] });
    expect(sink).toHaveBeenLastCalledWith({ isAdmin: false, isInvestor: false });
    expect(JSON.stringify(sink.mock.calls)).not.toContain(PERSONAL.email);

    setErrorReportingUser(null);
    expect(sink).toHaveBeenLastCalledWith(null);
    expect(getErrorReportingUser()).toBeNull();

    disconnect();
    setErrorReportingUser(PERSONAL);
    expect(sink).toHaveBeenCalledTimes(3);
  });
});
