import { expect, test } from './support/test';

test('a visitor opening / ends on the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path ends on /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the /auth/login form redirects to /login', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/login$/);
});

test('the reference server answers its health check and API docs', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  const docs = await request.get('/api/docs');
  expect(docs.headers()['content-type']).toContain('text/html');
});
