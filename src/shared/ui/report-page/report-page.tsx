import type { ReactNode } from 'react';
import { PageHeader, surfaceStyles } from '../data-view';
import { ExportCsvButton, type ExportCsvButtonProps } from '../export-csv-button';

export interface ReportPageProps {
  title: ReactNode;
  /** The document's title (the browser tab), when the page sets it. */
  documentTitle?: string;
  subtitle?: ReactNode;
  /** Shown above the title (e.g. breadcrumbs). */
  eyebrow?: ReactNode;
  /** The header's other actions, before "Export CSV". */
  actions?: ReactNode;
  /** Exports every matching row ("Export CSV" with its progress); see `exportCsv`. */
  onExport?: ExportCsvButtonProps['onExport'];
  /** The report's filter bar (`FilterBar`). */
  filters?: ReactNode;
  /** The totals, the table (`DataTable`). */
  children: ReactNode;
}

/** A report: its header with "Export CSV", its filters, then its figures and table. */
export function ReportPage({ title, documentTitle, subtitle, eyebrow, actions, onExport, filters, children }: ReportPageProps) {
  const headerActions =
    actions != null || onExport ? (
      <>
        {actions}
        {onExport && <ExportCsvButton onExport={onExport} />}
      </>
    ) : undefined;
  return (
    <div className={surfaceStyles.page}>
      {documentTitle !== undefined && <title>{documentTitle}</title>}
      <PageHeader title={title} subtitle={subtitle} eyebrow={eyebrow} actions={headerActions} />
      {filters}
      {children}
    </div>
  );
}
