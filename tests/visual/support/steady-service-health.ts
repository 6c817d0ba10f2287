import type { Page } from '@playwright/test';
import type { components } from '@/shared/api';

type Report = components['schemas']['ServiceHealthReport'];
type History = components['schemas']['ServiceHealthHistory'];
type Details = components['schemas']['ServiceHealthCheck']['details'];

/** Every figure of a text or of the details as one fixed number, so texts keep one length. */
const steadyText = (text: string) => text.replace(/\d+(?:[.,]\d+)*/g, '10');
const steadyDetails = (details: Details): Details =>
  Object.fromEntries(Object.entries(details).map(([key, value]) => [key, typeof value === 'number' ? 10 : value]));

/**
 * The service-health page as it shows a healthy server, whatever the machine that takes it: the
 * report as measured, its checks up with fixed figures (free disk, latencies, memory), and every
 * check's last 24 hours (which exist only once the server has taken its first sample, a minute
 * after it started) as the overall ones.
 */
export async function steadyServiceHealth(page: Page) {
  await page.route('**/api/admin/service-health', async (route) => {
    const response = await route.fetch();
    const report = (await response.json()) as Report;
    const services = report.services.map((check) => ({
      ...check,
      status: 'up' as const,
      latencyMs: 2,
      message: check.message && steadyText(check.message),
      details: steadyDetails(check.details),
    }));
    await route.fulfill({ response, json: { ...report, status: 'up', services } satisfies Report });
  });
  await page.route('**/api/admin/service-health/history', async (route) => {
    const response = await route.fetch();
    const history = (await response.json()) as History;
    const report = (await (await route.fetch({ url: route.request().url().replace(/\/history$/, '') })).json()) as Report;
    const checks = report.services.map(({ name, label }) => ({ name, label, periods: history.overall }));
    await route.fulfill({ response, json: { ...history, checks } satisfies History });
  });
}
