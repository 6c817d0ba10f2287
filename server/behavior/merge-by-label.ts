/**
 * Top pages are read per path, but people read them by label: every artist's overview is one
 * "Artist Overview", and ids in paths are not shown. Listing each path would show one label many
 * times and split a much-used page into many small rows below the cut; so the paths of a label are
 * merged, the label's most counted path standing for it (its key, and where a click may go).
 */
export interface LabelledGroup<Row> {
  label: string;
  /** The paths' rows, most counted first (the first one stands for the label). */
  rows: Row[];
}

/** Groups rows (most counted first) by the label of their path, in order of their summed `count`. */
export function groupByLabel<Row extends { path: string }>(
  rows: readonly Row[],
  labelOf: (path: string) => string,
  count: (row: Row) => number,
): LabelledGroup<Row>[] {
  const groups = new Map<string, LabelledGroup<Row> & { total: number }>();
  for (const row of rows) {
    const label = labelOf(row.path);
    const group = groups.get(label) ?? { label, rows: [], total: 0 };
    group.rows.push(row);
    group.total += count(row);
    groups.set(label, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label))
    .map(({ label, rows: grouped }) => ({ label, rows: grouped }));
}
