import { type Page, expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { closeWithEscape } from './support/keyboard';

// The server's Content-Security-Policy is strict (scripts and styles from the app's own origin,
// nothing inline): the app must run under it everywhere, not only load.

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  // Not 'networkidle': the presence event stream stays open. Lazy parts load within this.
  await page.waitForTimeout(750);
}

test('the guest pages run under the policy, which the server sends with every page', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
  for (const path of ['/login', '/signup', '/forgot-password', '/verify', '/mobile']) await visit(page, path);
  expect(violations).toEqual([]);
});

test('an artist works through the dashboard under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await openSignedIn(page, DEMO.artist, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/dashboard', '/dashboard/analytics', '/dashboard/artists', '/dashboard/tracks', '/dashboard/writers', '/dashboard/account']) {
    await visit(page, path);
  }
  // Popovers, menus and dialogs are positioned with inline styles set from script: allowed.
  await page.keyboard.press('Control+k');
  await closeWithEscape(page, page.getByRole('dialog'));
  expect(violations).toEqual([]);
});

test('an admin watches presence live under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await openSignedIn(page, DEMO.admin, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ['/admin/artists', '/admin/presence', '/admin/catalog']) await visit(page, path);
  expect(violations).toEqual([]);
});
