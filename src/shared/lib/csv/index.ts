export { collectPages } from './collect-pages';
export type { CollectPagesOptions, PageOfItems } from './collect-pages';
export { exportCsv } from './export-csv';
export type { ExportCsvOptions, ExportCsvResult } from './export-csv';
export { datedFilename, saveFile } from './save-file';
export { toCsv } from './to-csv';
export type { CsvColumn, CsvValue } from './to-csv';
