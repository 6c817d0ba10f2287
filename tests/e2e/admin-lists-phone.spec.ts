import { type Locator, type Page, expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue #36, item 12: on a phone an admin list shows its first row on the first screen. The
// filters fold behind a "Filters (n)" button that opens them in a drawer, and rows are cards.

test.use({ viewport: { width: 390, height: 844 } });

/** The row is whole on the first screen, the page not scrolled to reach it. */
async function expectOnFirstScreen(page: Page, row: Locator) {
  await expect(row).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test('the distribution queue shows its first release on the first screen of a phone, its filters in a drawer', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/admin/distribution?view=all');
  const firstRow = page.getByTestId('queue-row').first();
  await expect(firstRow).toBeVisible();
  await expectOnFirstScreen(page, firstRow);
  // The search stays in view; the other filters wait behind the button.
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Format' })).toHaveCount(0);

  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await filters.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Format', exact: true }).selectOption({ label: 'Single' });
  await drawer.getByRole('combobox', { name: 'UPC', exact: true }).selectOption({ label: 'No UPC yet' });
  await drawer.getByRole('button', { name: 'Done' }).click();
  await expect(drawer).toBeHidden();

  // The count of filters set shows on the button, and the queue follows them.
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(page).toHaveURL(/format=SINGLE/);
  const rows = page.getByTestId('queue-row');
  await expect(rows.first()).toContainText('Single');
  for (const row of await rows.all()) await expect(row).toContainText('No UPC');
  await expectOnFirstScreen(page, rows.first());

  // Clearing them from the drawer empties the count.
  await page.getByRole('button', { name: 'Filters (2)' }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/format=/);
});

test('the users list shows its first account on the first screen of a phone, as a card naming its values', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/admin/users');
  const firstRow = page.getByTestId('user-row').first();
  await expect(firstRow).toBeVisible();
  await expectOnFirstScreen(page, firstRow);
  // A card: the values stand under their column's name, not in a table wider than the screen.
  const box = (await firstRow.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  await expect(firstRow.getByRole('cell').first()).toHaveAttribute('data-label', 'Role');

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admins' });
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByTestId('user-row').first()).toContainText('Admin');
});

test('on a desktop the filters stay in a row above the list', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, DEMO.admin, '/admin/distribution?view=all');
  await expect(page.getByRole('search', { name: 'Filter releases' }).getByRole('combobox', { name: 'Format' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
});
