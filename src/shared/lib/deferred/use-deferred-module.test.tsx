import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredModule, useDeferredModule } from './deferred-module';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Error screen</p> : this.props.children;
  }
}

function failingOnce() {
  return deferredModule(
    vi
      .fn<() => Promise<{ Part: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Part: () => <p>Loaded part</p> }),
  );
}

function Slot({ module }: { module: ReturnType<typeof failingOnce> }) {
  const loaded = useDeferredModule(module, true);
  return loaded ? <loaded.Part /> : <p>Placeholder</p>;
}

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => vi.restoreAllMocks());

describe('useDeferredModule', () => {
  it('online, a failed load goes to the error boundary (a new deployment)', async () => {
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Slot module={failingOnce()} />
      </Boundary>,
    );
    expect(await screen.findByText('Error screen')).toBeInTheDocument();
  });

  it('offline, the part keeps its placeholder and loads when the connection is back', async () => {
    const onLine = setOnline(false);
    render(
      <Boundary>
        <Slot module={failingOnce()} />
      </Boundary>,
    );
    await act(async () => undefined);
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    expect(screen.queryByText('Error screen')).toBeNull();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
  });
});
