export {
  buildErrorReportingUser,
  connectErrorReportingUser,
  getErrorReportingUser,
  setErrorReportingUser,
} from './error-reporting';
export type { ErrorReportingSource, ErrorReportingUser, ErrorReportingUserSink } from './error-reporting';
