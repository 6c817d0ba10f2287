export { parseSentryDsn } from './dsn.js';
export { createErrorReporter, noErrorReporter, scrubPath, scrubServerEvent } from './error-reporter.js';
export type { ErrorReportDetails, ErrorReporter, ErrorReporterOptions } from './error-reporter.js';
export { reportingJobLog } from './job-log.js';
