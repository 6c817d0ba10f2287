import { render, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { connectApiAuthFx, refreshFx, restoreTokenFx } from '../model/session';
import { SessionReporter } from './session-reporter';

describe('SessionReporter', () => {
  it('starts the session once, as soon as the session model is here, and reports it', async () => {
    const refresh = vi.fn(async () => null);
    const scope = fork({
      handlers: [
        [connectApiAuthFx, () => undefined],
        [restoreTokenFx, () => 'stored-token'],
        [refreshFx, refresh],
      ],
    });
    const onSession = vi.fn();
    render(
      <StrictMode>
        <Provider value={scope}>
          <SessionReporter onSession={onSession} />
        </Provider>
      </StrictMode>,
    );
    await waitFor(() => expect(onSession).toHaveBeenLastCalledWith(expect.objectContaining({ loading: false })));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
