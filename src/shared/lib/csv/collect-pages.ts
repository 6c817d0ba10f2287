export interface PageOfItems<Item> {
  items: readonly Item[];
  total: number;
}

export interface CollectPagesOptions {
  /** Rows per request: the operation's largest page. */
  limit: number;
  signal?: AbortSignal;
  /** After each page: rows fetched so far and rows in all. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Every item of a paged list, fetched one page after another (pages of `limit`, 1-based), until
 * `total` is reached or a page comes back short. Aborting `signal` stops between pages.
 */
export async function collectPages<Item>(
  fetchPage: (page: number, limit: number, signal?: AbortSignal) => Promise<PageOfItems<Item>>,
  { limit, signal, onProgress }: CollectPagesOptions,
): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    signal?.throwIfAborted();
    const result = await fetchPage(page, limit, signal);
    items.push(...result.items);
    onProgress?.(items.length, Math.max(result.total, items.length));
    if (result.items.length < limit || items.length >= result.total) return items;
  }
}
