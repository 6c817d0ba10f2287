export { ReportPage, type ReportPageProps } from './report-page';
