import { expect, test, type Browser, type BrowserContext } from './support/test';
import { DEMO } from './support/accounts';
import { apiToken, demoRouteSamples, waitForContent } from './support/demo-samples';
import { appRoutes, routeUrl, type RouteArea } from './support/routes';

// Issue #10, defect 2: every route fits a 360 px screen without sideways scrolling (wide tables
// scroll inside their card). The routes are read from the route table, so new pages are walked too.
const VIEWPORT = { width: 360, height: 740 };
const TOKEN_KEY = 'royalty-desk.token';

/** Who opens a route: visitors the public pages, the demo artist the dashboard, the admin the admin area. */
const ACCOUNT: Partial<Record<RouteArea, string>> = { dashboard: DEMO.artist, admin: DEMO.admin };

/** Further states of a page that lay out other content (query strings on the same route). */
const MORE_STATES: Record<string, string[]> = {
  // Drafts only (incomplete ones list what they miss under their status), and nothing found.
  '/dashboard/releases/management': ['?filter=draft', '?search=no-such-release-zz'],
};

const contexts = new Map<RouteArea, BrowserContext>();
let samples: Record<string, string>;

async function contextFor(browser: Browser, area: RouteArea, baseURL: string): Promise<BrowserContext> {
  const existing = contexts.get(area);
  if (existing) return existing;
  const email = ACCOUNT[area];
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL });
  if (email) {
    const token = await apiToken(context.request, email);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  }
  contexts.set(area, context);
  return context;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  samples = await demoRouteSamples(request, await apiToken(request, DEMO.artist));
  await request.dispose();
});

test.afterAll(async () => {
  await Promise.all([...contexts.values()].map((context) => context.close()));
});

for (const route of appRoutes()) {
  test(`${route.pattern} fits 360 px`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, route.area, baseURL!);
    const page = await context.newPage();
    const path = routeUrl(route.pattern, samples);
    for (const url of [path, ...(MORE_STATES[route.pattern] ?? []).map((query) => path + query)]) {
      await page.goto(url);
      if (route.area === 'dashboard' || route.area === 'admin') {
        await expect(page).toHaveURL((current) => current.pathname.startsWith(`/${route.area}`));
      }
      await waitForContent(page);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `${url} is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
    }
    await page.close();
  });
}
