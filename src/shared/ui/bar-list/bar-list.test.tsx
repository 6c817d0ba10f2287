import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList } from './bar-list';

const bars = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector<HTMLElement>('[aria-hidden="true"] > div')!.style);

describe('BarList', () => {
  it('draws the largest value full width and a row in its own colour where it has one', () => {
    render(
      <BarList
        label="Streams by platform"
        items={[
          { key: 'SPOTIFY', label: 'Spotify', value: 200, color: 'var(--colors-platform-spotify)' },
          { key: 'other', label: 'Other', value: 50 },
        ]}
      />,
    );
    const [spotify, other] = bars(screen.getByRole('list', { name: 'Streams by platform' }));
    expect(spotify!.width).toBe('100%');
    expect(spotify!.background).toBe('var(--colors-platform-spotify)');
    expect(other!.width).toBe('25%');
    expect(other!.background).toBe('');
  });
});
