import { act, render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, expect, it, vi } from 'vitest';
import { $session, initialSessionState, type User } from '@/entities/session';
import { getErrorReportingUser, setErrorReportingUser } from '@/shared/lib/error-reporting';
import type * as ErrorReporting from '@/shared/lib/error-reporting';
import { makeUser } from '../router/test-utils';
import { ErrorReportingStarter } from './error-reporting-starter';

const startErrorReporting = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/shared/lib/error-reporting', async (importOriginal) => ({
  ...(await importOriginal<typeof ErrorReporting>()),
  startErrorReporting,
}));

afterEach(() => {
  setErrorReportingUser(null);
  vi.clearAllMocks();
});

const signedIn = (user: User | null) => ({ ...initialSessionState, loading: false, token: user ? 'token' : null, user });

it('starts error reporting once when mounted (after the first paint), rendering nothing', () => {
  const scope = fork();
  const { container, rerender } = render(
    <Provider value={scope}>
      <ErrorReportingStarter />
    </Provider>,
  );
  rerender(
    <Provider value={scope}>
      <ErrorReportingStarter />
    </Provider>,
  );
  expect(startErrorReporting).toHaveBeenCalledTimes(1);
  expect(container).toBeEmptyDOMElement();
});

it("keeps the reports' user context to the signed-in user's role flags, and clears it on sign-out", () => {
  const user = makeUser({ roles: ['INVESTOR'], email: 'ada@example.test' });
  const { rerender } = render(
    <Provider value={fork({ values: [[$session, signedIn(user)]] })}>
      <ErrorReportingStarter />
    </Provider>,
  );
  expect(getErrorReportingUser()).toEqual({ isAdmin: false, isInvestor: true });

  // Signed out: the session has no user any more.
  act(() =>
    rerender(
      <Provider value={fork({ values: [[$session, signedIn(null)]] })}>
        <ErrorReportingStarter />
      </Provider>,
    ),
  );
  expect(getErrorReportingUser()).toBeNull();
});
