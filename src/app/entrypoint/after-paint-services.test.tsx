import { act, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { $session, initialSessionState, logoutRequested } from '@/entities/session';
import { makeUser } from '../router/test-utils';
import { SignedInServicesSlot } from './after-paint-services';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./signed-in-services', () => {
  loaded.count += 1;
  return { SignedInServices: () => <p>signed-in services</p> };
});

describe('signed-in services slot', () => {
  it('fetches nothing for a visitor, loads presence and events with the first user and keeps them after sign-out', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const scope = fork({ values: [[$session, { ...initialSessionState, loading: false }]] });
    const view = (
      <Provider value={scope}>
        <SignedInServicesSlot />
      </Provider>
    );
    const { rerender } = render(view);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loaded.count).toBe(0);
    expect(screen.queryByText('signed-in services')).not.toBeInTheDocument();

    await act(() => allSettled($session, { scope, params: { ...initialSessionState, loading: false, token: 't', user: makeUser() } }));
    rerender(view);
    expect(await screen.findByText('signed-in services')).toBeInTheDocument();
    expect(loaded.count).toBe(1);

    await act(() => allSettled(logoutRequested, { scope }));
    expect(screen.getByText('signed-in services')).toBeInTheDocument();
  });
});
