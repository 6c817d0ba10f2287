import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithQueryClient, QueryClientGate } from './query-client-gate';

const steps = vi.hoisted(() => [] as string[]);
vi.mock('./query-client', async () => {
  const { QueryClient } = await import('@tanstack/react-query');
  const { registerQueryClient } = await import('./query-client-registry');
  const queryClient = new QueryClient();
  registerQueryClient(queryClient);
  steps.push('client');
  setTimeout(() => steps.push('next task'));
  return { queryClient };
});

function UsesClient() {
  return <p>{useQueryClient() ? 'has a client' : 'no client'}</p>;
}

describe('lazyWithQueryClient', () => {
  it('loads the component after the query client, in a later task, and renders it with the client', async () => {
    const Lazy = lazyWithQueryClient(async () => {
      steps.push('module');
      return { UsesClient };
    }, 'UsesClient');

    render(
      <QueryClientGate>
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>
      </QueryClientGate>,
    );

    expect(await screen.findByText('has a client')).toBeInTheDocument();
    expect(steps).toEqual(['client', 'next task', 'module']);
  });
});
