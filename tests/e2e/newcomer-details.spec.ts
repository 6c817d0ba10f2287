import { expect, test, type Locator } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

// Issue #10, defect 8: the small things a newcomer trips over.

/** Where the text of an element starts on screen (its padding and alignment included). */
const textLeft = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().left;
  });

test('platform names line up under their column header', async ({ page }) => {
  await openSignedIn(page, DEMO.artist, '/dashboard');
  const artistLink = page.getByRole('link', { name: 'Artist overview →' });
  const overview = (await artistLink.getAttribute('href'))!;
  const tables = [
    { url: '/dashboard/analytics', table: 'Streams and estimated earnings by platform' },
    { url: overview, table: 'Streams and estimated earnings by platform' },
    { url: '/dashboard/integrations', table: 'Platform integrations' },
  ];
  for (const { url, table } of tables) {
    await page.goto(url);
    const platforms = page.getByRole('table', { name: table });
    const header = platforms.getByRole('columnheader', { name: 'Platform' });
    const spotify = platforms.getByRole('rowheader', { name: 'Spotify' });
    await expect(spotify).toBeVisible();
    expect(await textLeft(spotify), `${url}: Spotify under "Platform"`).toBeCloseTo(await textLeft(header), 0);
  }
});

test('the online-users list shows whole names and breaks paths between segments', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/dashboard/writers?page=2');
  const writer = page.getByRole('table', { name: 'Writers' }).locator('tbody a').first();
  await writer.click();
  await expect(page).toHaveURL(/\/dashboard\/writers\/[0-9a-f]{24}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;

  await page.getByRole('button', { name: 'Online users' }).click();
  const list = page.getByRole('dialog', { name: 'Online users' });
  // The "You" badge itself: text containing "you" can be another user's page ("Payouts").
  const me = list.getByRole('button', { expanded: false }).filter({ has: page.getByText('You', { exact: true }) });
  const name = me.getByText('Alex Morgan', { exact: true });
  await expect(name).toBeVisible();
  // The text ends inside its box (an ellipsis hides whatever reaches past it, even a fraction).
  const { textRight, boxRight } = await name.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return { textRight: range.getBoundingClientRect().right, boxRight: element.getBoundingClientRect().right };
  });
  expect(textRight, 'the name is not cut off').toBeLessThanOrEqual(boxRight + 0.01);

  await me.click();
  const path = list.locator('dt', { hasText: 'Path' }).locator('+ dd');
  await expect(path).toHaveText(`/dashboard/writers/${id}`);
  // The id is on one line: every piece of it has the same top.
  const lines = await path.evaluate((element, id) => {
    const text = element.textContent ?? '';
    const start = text.indexOf(id);
    const range = document.createRange();
    let offset = 0;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      for (let index = 0; index < length; index += 1) {
        const position = offset + index;
        if (position < start || position >= start + id.length) continue;
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        tops.add(Math.round(range.getBoundingClientRect().top));
      }
      offset += length;
    }
    return tops.size;
  }, id);
  expect(lines, 'the id is not broken across lines').toBe(1);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a toast leaves the page title and the header controls clear at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, DEMO.artist, '/dashboard/account');
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByRole('button', { name: /save/i }).click();
    const toast = page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'Profile updated' });
    await expect(toast).toBeVisible();
    // Where the toast comes to rest: its entry transition may not have started when it first shows.
    let box = (await toast.boundingBox())!;
    await expect
      .poll(async () => {
        const previous = box;
        await page.waitForTimeout(150);
        box = (await toast.boundingBox())!;
        return box.x === previous.x && box.y === previous.y;
      }, { message: 'the toast comes to rest' })
      .toBe(true);

    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const coversTitle = box.x < title.x + title.width && title.x < box.x + box.width && box.y < title.y + title.height && title.y < box.y + box.height;
    expect(coversTitle, 'the toast covers the page title').toBe(false);

    const controls = page.getByRole('banner').locator('button, a, input');
    const count = await controls.count();
    expect(count).toBeGreaterThan(2);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      if (!(await control.isVisible())) continue;
      const other = (await control.boundingBox())!;
      const overlaps =
        box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
      const label = (await control.getAttribute('aria-label')) ?? (await control.textContent());
      expect(overlaps, `the toast covers "${label}"`).toBe(false);
    }
  });
}

for (const url of ['/investors', '/dev/mailbox']) {
  test(`${url} has the app icon`, async ({ page }) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto(url);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    const icon = await page.request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    expect(missing).toEqual([]);
  });
}
