import { collectPages, type CollectPagesOptions, type PageOfItems } from './collect-pages';
import { saveFile } from './save-file';
import { toCsv, type CsvColumn } from './to-csv';

export interface ExportCsvOptions<Row> extends CollectPagesOptions {
  filename: string;
  columns: readonly CsvColumn<Row>[];
  fetchPage: (page: number, limit: number, signal?: AbortSignal) => Promise<PageOfItems<Row>>;
}

export interface ExportCsvResult {
  filename: string;
  rows: number;
}

/** Fetches every matching row page by page and downloads them as a CSV file. */
export async function exportCsv<Row>({ filename, columns, fetchPage, ...paging }: ExportCsvOptions<Row>): Promise<ExportCsvResult> {
  const rows = await collectPages(fetchPage, paging);
  paging.signal?.throwIfAborted();
  saveFile(toCsv(columns, rows), filename);
  return { filename, rows: rows.length };
}
