import type { FastifyInstance } from 'fastify';
import { createEventLoopMonitor } from './event-loop.js';
import { HealthHistory } from './history.js';
import { productProbes } from './probes.js';
import { runChecks } from './run-checks.js';
import { SAMPLE_INTERVAL_MS } from './thresholds.js';
import type { Probe, ServiceHealthHistory, ServiceHealthReport } from './types.js';

export { checkReadiness } from './readiness.js';
export type { ServiceHealthHistory, ServiceHealthReport } from './types.js';

export interface ServiceHealth {
  /** Measures every service now (one run at a time: callers meanwhile share it). */
  check(): Promise<ServiceHealthReport>;
  /** Measures and records a sample in the history (the background sampler does, once a minute). */
  sample(): Promise<ServiceHealthReport>;
  history(now?: number): ServiceHealthHistory;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service-health checks and their history (server/health). */
    serviceHealth: ServiceHealth;
  }
}

export interface ServiceHealthOptions {
  /** Background sampling interval; false turns it off (tests sample by hand). Default 60 s. */
  sampleIntervalMs?: number | false;
  /** Other checks (tests); default the product's. */
  probes?: (app: FastifyInstance) => Probe<unknown>[];
}

/**
 * Gives the app `app.serviceHealth` and samples it once a minute in the background: the timer
 * starts when the app is ready, is stopped when it closes, and never keeps the process alive.
 * Call after the database, mailer, presence, user events, delivery and copyright adapters exist.
 */
export function attachServiceHealth(app: FastifyInstance, options: ServiceHealthOptions = {}): void {
  const monitor = createEventLoopMonitor();
  const history = new HealthHistory();
  let probes: Probe<unknown>[] | null = null;
  let running: Promise<ServiceHealthReport> | null = null;
  let closing = false;

  const check = (): Promise<ServiceHealthReport> => {
    probes ??= options.probes ? options.probes(app) : productProbes(app, monitor);
    running ??= runChecks(probes, { startedAt: app.startedAt }).finally(() => {
      running = null;
    });
    return running;
  };
  const sample = async (): Promise<ServiceHealthReport> => {
    const report = await check();
    history.record(report);
    // Each sample closes a window of event-loop delay: readings cover about the last minute.
    monitor.rotate();
    return report;
  };
  app.decorate('serviceHealth', { check, sample, history: (now) => history.read(now) } satisfies ServiceHealth);

  const interval = options.sampleIntervalMs ?? SAMPLE_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (interval === false) return;
    timer = setInterval(() => {
      if (closing) return;
      sample().catch((error: unknown) => app.log.warn({ err: error }, 'service health sample failed'));
    }, interval);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await running?.catch(() => null);
    monitor.stop();
  });
}

/** The health report now, for callers inside the server (the assistant's service-health tool). */
export function checkServiceHealth(app: FastifyInstance): Promise<ServiceHealthReport> {
  return app.serviceHealth.check();
}
