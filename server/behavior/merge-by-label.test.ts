import { describe, expect, it } from 'vitest';
import { groupByLabel } from './merge-by-label.js';

describe('groupByLabel', () => {
  it('gathers the paths of a label, most counted first, and orders the labels by their sum', () => {
    const rows = [
      { path: '/a/1', views: 5 },
      { path: '/b', views: 4 },
      { path: '/a/2', views: 3 },
      { path: '/c', views: 1 },
    ];
    const label = (path: string) => path.split('/')[1]!.toUpperCase();
    expect(groupByLabel(rows, label, (row) => row.views)).toEqual([
      { label: 'A', rows: [rows[0], rows[2]] },
      { label: 'B', rows: [rows[1]] },
      { label: 'C', rows: [rows[3]] },
    ]);
  });

  it('breaks a tie by label, so equal snapshots read the same', () => {
    const groups = groupByLabel([{ path: '/y' }, { path: '/x' }], (path) => path, () => 1);
    expect(groups.map((group) => group.label)).toEqual(['/x', '/y']);
  });
});
