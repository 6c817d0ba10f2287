import { expect, test, type Page } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

async function signInAsArtist(page: Page) {
  await openSignedIn(page, DEMO.artist, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

// A full name the catalogue does not hold: the sandbox writer source "finds" and stores it.
const WRITER = 'Odalys Brightwater';

test('the demo artist finds a writer with the keyboard shortcut and opens the overview', async ({ page }) => {
  await signInAsArtist(page);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();

  await page.keyboard.press(process.platform === 'darwin' ? 'Meta+K' : 'Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please enter keywords')).toBeVisible();

  await dialog.getByRole('button', { name: 'Writers' }).click();
  const input = dialog.getByRole('combobox', { name: 'Search writers' });
  await expect(input).toBeFocused();
  await input.pressSequentially(WRITER.toLowerCase());

  const option = dialog.getByRole('option', { name: WRITER });
  await expect(option).toBeVisible();
  await expect(option.locator('mark').first()).toBeVisible();

  await input.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');

  await expect(page).toHaveURL(/\/dashboard\/writers\/[0-9a-f]{24}$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(WRITER).first()).toBeVisible();
});

test('the demo artist removes an artist from the roster', async ({ page }) => {
  await signInAsArtist(page);
  await page.getByRole('button', { name: /^Artists roster/ }).click();
  const roster = page.getByRole('list', { name: 'Roster' });
  await expect(roster.getByRole('listitem')).toHaveCount(3);

  await roster.getByRole('button', { name: 'Remove Marco Reyes from roster' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove artist from roster?' });
  await expect(confirm).toContainText('re-verify');
  await confirm.getByRole('button', { name: 'Remove' }).click();

  await expect(page.getByText('Marco Reyes removed from roster')).toBeVisible();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: /^Artists roster/ }).click();
  await expect(roster.getByRole('listitem')).toHaveCount(2);
  await expect(roster.getByRole('button', { name: 'Marco Reyes' })).toHaveCount(0);
});
