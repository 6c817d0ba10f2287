export {
  buildErrorReportingUser,
  connectErrorReportingUser,
  getErrorReportingUser,
  setErrorReportingUser,
} from './error-reporting';
export type { ErrorReportingSource, ErrorReportingUser, ErrorReportingUserSink } from './error-reporting';
export { connectErrorReporter, isErrorReportingEnabled, reportError, startErrorReporting } from './report-error';
export type { ErrorReportContext, ErrorReporter } from './report-error';
