import type { JobLog } from '../jobs/queue.js';
import type { ErrorReporter } from './error-reporter.js';

/**
 * The job queue's log, with its errors also reported: a job that failed for good, or the queue
 * unable to claim jobs or record an outcome. Retried failures stay warnings, not reports.
 */
export function reportingJobLog(log: JobLog, reporter: ErrorReporter): JobLog {
  if (!reporter.enabled) return log;
  return {
    warn: (details, message) => log.warn(details, message),
    error(details, message) {
      log.error(details, message);
      const { err, kind } = details as { err?: unknown; kind?: unknown };
      reporter.capture(err ?? new Error(message), { tags: { source: 'background-job', ...(typeof kind === 'string' && { job: kind }) } });
    },
  };
}
