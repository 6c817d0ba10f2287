import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue #39: the artist home leads with one next step; the demo artist has a release sent back by review.

test("the artist home's next step is the release review sent back, and its action opens that release to fix", async ({ page }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard');
  const step = page.getByRole('region', { name: /was sent back$/ });
  await expect(step).toBeVisible({ timeout: 15_000 });
  await expect(step).toContainText('Next step');
  await expect(step).toContainText('Review asked for changes. Fix them and submit the release again.');
  const heading = (await step.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const title = /^“(.+)” was sent back$/.exec(heading)?.[1];
  expect(title, 'the heading names the release').toBeTruthy();

  await step.getByRole('link', { name: 'Fix the release' }).click();
  await expect(page).toHaveURL(/\/dashboard\/releases\/[0-9a-f]{24}\/edit$/);
  await expect(page.getByRole('main')).toContainText(title!);
});
