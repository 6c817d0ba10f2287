import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue 10, defect 4: no debris ("Built by: …", route parameters) on pages not built yet or
// records that do not exist, and a real landing page for admins.

test('a release that does not exist says so in product words and leads back to release management', async ({ page }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard/releases/65f0c0ffee00000000000001/edit/details/track/2');
  const main = page.getByRole('main');
  await expect(main.getByText('Release not found')).toBeVisible();
  await expect(main).not.toContainText('65f0c0ffee00000000000001');
  await expect(main).not.toContainText('trackIndex');

  await main.getByRole('link', { name: 'Back to release management' }).click();
  await expect(page).toHaveURL(/\/dashboard\/releases\/management$/);
});

test('the admin lands on a dashboard of figures and tools, and unbuilt admin pages lead back to it', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/admin');
  await expect(page).toHaveURL(/\/admin$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(main).not.toContainText('Built by');
  // Live and catalogue figures (the admin is online, the demo catalogue has thousands of artists).
  const figure = (name: string) =>
    main.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) }).last();
  await expect(figure('Users online')).toContainText(/Users online\s*[1-9]/);
  await expect(figure('Artists')).toContainText(/\d{1,3}(,\d{3})+/);
  await expect(figure('Tracks')).toContainText(/\d{1,3}(,\d{3})+/);

  await main.getByRole('link', { name: /^Writers/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/writers$/);

  // The journey of an account that does not exist says so and leads back to behavioural analytics.
  await page.goto('/admin/behavioral-analytics/user/65f0c0ffee00000000000001/journey');
  await expect(main.getByRole('heading', { level: 1, name: 'User journey' })).toBeVisible();
  await expect(main.getByText('This person could not be found')).toBeVisible();
  await expect(main).not.toContainText('userId');
  await main.getByRole('link', { name: 'Back to behavioral analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/behavioral-analytics$/);
});
