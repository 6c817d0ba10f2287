/** `items` with the item at `from` moved to `to` (out-of-range moves leave it as it is). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export const removeItem = <T,>(items: readonly T[], index: number): T[] => items.filter((_, position) => position !== index);
