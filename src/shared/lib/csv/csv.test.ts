// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectPages } from './collect-pages';
import { exportCsv } from './export-csv';
import { toCsv } from './to-csv';

afterEach(() => vi.restoreAllMocks());

describe('toCsv', () => {
  it('writes a header and rows, quoting what needs it', () => {
    const csv = toCsv(
      [
        { header: 'Title', value: (row: { title: string; n: number | null }) => row.title },
        { header: 'Streams', value: (row) => row.n },
      ],
      [
        { title: 'Plain', n: 3 },
        { title: 'Comma, "quoted"', n: null },
      ],
    );
    expect(csv).toBe('Title,Streams\r\nPlain,3\r\n"Comma, ""quoted""",\r\n');
  });

  it('keeps text a spreadsheet would run as a formula from running', () => {
    expect(toCsv([{ header: 'A', value: (row: string) => row }], ['=HYPERLINK("x")', '-5'])).toBe('A\r\n"\'=HYPERLINK(""x"")"\r\n\'-5\r\n');
    expect(toCsv([{ header: 'N', value: (row: number) => row }], [-5])).toBe('N\r\n-5\r\n');
  });
});

describe('collectPages', () => {
  it('asks page after page until the total is reached, reporting progress', async () => {
    const fetchPage = vi.fn(async (page: number, limit: number) => ({
      items: Array.from({ length: page < 3 ? limit : 1 }, (_, index) => (page - 1) * limit + index),
      total: 2 * limit + 1,
    }));
    const progress = vi.fn();
    const items = await collectPages(fetchPage, { limit: 2, onProgress: progress });
    expect(items).toEqual([0, 1, 2, 3, 4]);
    expect(fetchPage.mock.calls.map(([page, limit]) => [page, limit])).toEqual([[1, 2], [2, 2], [3, 2]]);
    expect(progress.mock.calls).toEqual([[2, 5], [4, 5], [5, 5]]);
  });

  it('stops between pages once aborted', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async () => {
      controller.abort();
      return { items: [1, 2], total: 10 };
    });
    await expect(collectPages(fetchPage, { limit: 2, signal: controller.signal })).rejects.toThrow();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('exportCsv', () => {
  it('downloads every row as a CSV file', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const result = await exportCsv({
      filename: 'lines.csv',
      columns: [{ header: 'N', value: (row: number) => row }],
      fetchPage: async () => ({ items: [1, 2], total: 2 }),
      limit: 100,
    });
    expect(result).toEqual({ filename: 'lines.csv', rows: 2 });
    expect(click).toHaveBeenCalledTimes(1);
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte-order mark spreadsheets look for
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('N\r\n1\r\n2\r\n');
  });
});
