import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { useLinkRequest } from './use-link-request';

function renderLinkRequest(request: (email: string) => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useLinkRequest(request, (error) => `failed: ${(error as Error).message}`), { wrapper });
}

describe('useLinkRequest', () => {
  it('is sent when the request succeeds', async () => {
    const { result } = renderLinkRequest(async () => undefined);
    await act(() => result.current.send({ email: 'a@example.com' }));
    expect(result.current).toMatchObject({ sent: true, failure: null });
  });

  it('gives an unknown address (404) the same answer as a known one', async () => {
    const { result } = renderLinkRequest(async () => {
      throw new ApiError({ status: 404, message: 'No such user' });
    });
    await act(() => result.current.send({ email: 'nobody@example.com' }));
    expect(result.current).toMatchObject({ sent: true, failure: null });
  });

  it('words any other failure and stays unsent', async () => {
    const { result } = renderLinkRequest(async () => {
      throw new ApiError({ status: 500, message: 'down' });
    });
    await act(() => result.current.send({ email: 'a@example.com' }));
    expect(result.current).toMatchObject({ sent: false, failure: 'failed: down' });
  });
});
