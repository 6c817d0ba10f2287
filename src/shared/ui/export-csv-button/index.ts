export { ExportCsvButton, type ExportCsvButtonProps, type ExportProgress } from './export-csv-button';
