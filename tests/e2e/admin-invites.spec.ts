import { expect, test } from './support/test';
import { DEMO, latestEmail, uniqueEmail, openSignedIn } from './support/accounts';
import { openMenu } from './support/keyboard';

// Issue #11: the admin's invitations: create one with an artist, see it listed and mailed, send it
// again, revoke it, and find it by status.

test('an admin creates an invitation with an artist, sends it again and revokes it', async ({ page }) => {
  const invitee = uniqueEmail('admin-invitee');
  await openSignedIn(page, DEMO.admin, '/admin/invites');
  await expect(page.getByRole('heading', { level: 1, name: 'Invites' })).toBeVisible();

  await page.getByRole('button', { name: 'New invitation' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New invitation' });
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(invitee);
  await dialog.getByLabel('First name').fill('Mira');
  await dialog.getByRole('combobox', { name: 'Artist (optional)' }).fill('Mira Sol');
  await page.getByRole('option', { name: /Mira Sol/ }).click();
  await expect(dialog.getByText('Mira Sol', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Personal note' }).fill('Welcome to the label.');
  await dialog.getByRole('button', { name: 'Create invitation' }).click();

  const created = page.getByRole('dialog', { name: 'Invitation created' });
  await expect(created.getByText(`We emailed the sign-up link to ${invitee}.`)).toBeVisible();
  const link = await created.getByText(/\/signup\?/).textContent();
  await created.getByRole('button', { name: 'Done' }).click();

  const mail = await latestEmail(page.request, invitee, 'invite');
  expect(mail.text).toContain(link!.trim());
  expect(mail.text).toContain('Welcome to the label.');

  await page.getByRole('searchbox', { name: 'Search' }).fill(invitee);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/search=/);
  const row = page.getByTestId('invite-row').filter({ hasText: invitee });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Mira Sol')).toBeVisible();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();

  const actions = row.getByRole('button', { name: `Actions for ${invitee}` });
  await (await openMenu(page, actions)).getByRole('menuitem', { name: 'Send again' }).click();
  await expect(page.getByText(`Invitation sent again to ${invitee}`)).toBeVisible();

  await (await openMenu(page, actions)).getByRole('menuitem', { name: 'Revoke…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this invitation?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(actions).toHaveCount(0);

  // Found again by its status.
  await page.getByLabel('Status').selectOption('revoked');
  await expect(page).toHaveURL(/status=revoked/);
  await expect(page.getByTestId('invite-row').filter({ hasText: invitee })).toHaveCount(1);
});
