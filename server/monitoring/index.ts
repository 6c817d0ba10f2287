export { parseSentryDsn } from './dsn.js';
export { createErrorReporter, noErrorReporter, scrubServerEvent } from './error-reporter.js';
export type { ErrorReportDetails, ErrorReporter, ErrorReporterOptions } from './error-reporter.js';
export { reportingJobLog } from './job-log.js';
