export { parseSentryDsn } from './dsn.js';
export { createErrorReporter } from './error-reporter.js';
export type { ErrorReporter } from './error-reporter.js';
export { reportingJobLog } from './job-log.js';
