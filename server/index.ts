import { buildApp } from './app.js';
import { warmUp } from './catalog/warm-up.js';
import { readConfig } from './config.js';
import { formatDemoAccounts } from './demo/accounts.js';
import { DEMO_CATALOG_SIZE } from './demo/catalog.js';
import { MAILBOX_PATH } from './http/dev-mailbox.js';
import { APP_NAME } from './version.js';

const SHUTDOWN_GRACE_MS = 10_000;
const CRASH_REPORT_WAIT_MS = 2_000;

const config = readConfig(process.env, process.stdout.isTTY === true);
const app = await buildApp({ ...config.app, demoCatalog: DEMO_CATALOG_SIZE });

// With SENTRY_DSN, an error nothing caught is reported before the process exits as Node would
// (code 1); without it Node's own handling stands.
if (app.errorReporter.enabled) {
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (error: unknown) => {
      app.log.fatal({ err: error }, event);
      app.errorReporter.capture(error, { tags: { source: event } });
      void app.errorReporter.flush(CRASH_REPORT_WAIT_MS).finally(() => process.exit(1));
    });
  }
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second Ctrl-C: stop waiting
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    // Readiness answers 503 from now on, and no new job is claimed; jobs in hand finish before the database closes.
    app.lifecycle.stopping = true;
    app.jobs.stop().catch(() => {}); // onClose waits for the same stop and reports its failure
    setTimeout(() => {
      app.log.error('Open connections did not close in time; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Refuses new connections (and answers 503 on kept-alive ones), ends the event streams with a
    // retry hint (preClose), waits for the requests in flight, then closes the database (onClose).
    app.close().then(
      () => {
        process.exitCode = 0;
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  app.log.info(`Warmed up the database in ${Math.round(await warmUp(app.db))} ms`);
} catch (error) {
  // Only the first answers are slower without it.
  app.log.warn({ err: error }, 'warming up the database failed');
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}
const { port } = app.server.address() as { port: number };
console.log(`${APP_NAME} is running at http://localhost:${port}`);
if (!config.app.production && !config.app.smtpUrl) console.log(`Emails are kept in the outbox: http://localhost:${port}${MAILBOX_PATH}`);
if (config.app.demoData) console.log(formatDemoAccounts());
