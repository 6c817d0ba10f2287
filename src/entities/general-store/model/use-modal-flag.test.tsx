import { act, renderHook } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { $modalsOpen, useModalFlag } from './general-store';

describe('useModalFlag', () => {
  it('reads and sets one keyed flag of the scope', () => {
    const scope = fork({ values: [[$modalsOpen, { other: true }]] });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider value={scope}>{children}</Provider>;
    const { result } = renderHook(() => useModalFlag('inviteArtist'), { wrapper });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(scope.getState($modalsOpen)).toEqual({ other: true, inviteArtist: true });
  });
});
