import { expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue #39, part 4: a phone is a layout of its own: stat tiles two to a row, and a long form's
// primary action in view while the form scrolls.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test('stat tiles stand two to a row on a phone', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/admin');
  const first = page.getByText('All accounts', { exact: true });
  const second = page.getByText('New in the last 7 days', { exact: true });
  await expect(second).toBeVisible();
  // Side by side: the same line, the second in the screen's other half (measured again while the
  // figures above them are still coming in and move them).
  await expect
    .poll(async () => {
      const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
      return Math.abs(a.y - b.y) <= 2 && a.x + a.width <= PHONE.width / 2 && b.x >= PHONE.width / 2;
    })
    .toBe(true);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('a long form keeps its primary action in view on a phone while it scrolls', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/admin/posts/create');
  const form = page.getByRole('form', { name: 'New post' });
  const save = form.getByRole('button', { name: 'Create post' });
  await expect(save).toBeVisible();
  // The form is longer than the screen, so its end (where the button stands in the flow) is below it.
  const formBox = (await form.boundingBox())!;
  expect(formBox.height).toBeGreaterThan(PHONE.height);

  // At the top of the page, the first field in view: the button is in view too, at the bottom of the screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(form.getByRole('textbox', { name: /^Title/ })).toBeInViewport();
  await expect(save).toBeInViewport({ ratio: 1 });
  const saveBox = (await save.boundingBox())!;
  expect(saveBox.y + saveBox.height).toBeGreaterThan(PHONE.height - 120);

  // Halfway down: still there.
  await page.evaluate((top) => window.scrollTo(0, top), formBox.height / 2);
  await expect(save).toBeInViewport({ ratio: 1 });

  // At the end it rests under the last field, which it does not cover.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = form.getByLabel('Publication time', { exact: true });
  const [lastBox, restingBox] = [(await last.boundingBox())!, (await save.boundingBox())!];
  expect(restingBox.y).toBeGreaterThanOrEqual(lastBox.y + lastBox.height);
});
