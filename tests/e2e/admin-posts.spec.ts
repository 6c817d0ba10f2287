import { type APIRequestContext, expect, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { apiToken } from './support/demo-samples';
import { closeWithEscape } from './support/keyboard';

// Issue #14: an admin writes a post for artists in Markdown, previews it and publishes it; the
// artist reads it from the News card of their dashboard (and from the link a post email carries);
// an investor, who is not in the audience, is not offered it.

const BODY = [
  '## What changes in March',
  '',
  'Statements now arrive on the **5th** of each month.',
  '',
  '- Faster payouts',
  '- Clearer reports',
  '',
  '<script>document.title = "hacked"</script>',
].join('\n');

async function postTitlesFor(request: APIRequestContext, email: string): Promise<string[]> {
  const token = await apiToken(request, email);
  const response = await request.get('/api/user/posts?limit=100', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { title: string }[] };
  return items.map((item) => item.title);
}

test('an admin publishes a Markdown post for artists; the artist reads it on the dashboard, an investor does not get it', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `Statement dates ${stamp}`;
  // Unique like the title: a run after another on the same server shows both posts in the News card.
  const excerpt = `Statements move to the 5th (${stamp}).`;

  // The admin writes the post, previews the Markdown, and saves it as a draft.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, DEMO.admin, '/admin/posts');
  await expect(admin.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
  await admin.getByRole('link', { name: 'New post' }).first().click();
  await expect(admin).toHaveURL(/\/admin\/posts\/create$/);

  const form = admin.getByRole('form', { name: 'New post' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Excerpt').fill(excerpt);
  await form.getByLabel('Body (Markdown)').fill(BODY);
  await form.getByLabel('Audience').selectOption({ label: 'Artists' });
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'What changes in March' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.getByText('<script>document.title = "hacked"</script>')).toBeVisible();
  await form.getByRole('button', { name: 'Create post' }).click();

  // The draft's page shows it as readers will see it; the admin publishes it.
  await expect(admin).toHaveURL(/\/admin\/posts\/[0-9a-f]{24}$/);
  const postId = admin.url().split('/').pop()!;
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const about = admin.getByRole('region', { name: 'About this post' });
  await expect(about.getByText('Draft', { exact: true })).toBeVisible();
  await expect(about.getByText('Artists', { exact: true })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'As readers see it' }).getByRole('heading', { name: 'What changes in March' })).toBeVisible();
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(about.getByText('Published', { exact: true }).first()).toBeVisible();

  // The list has it, published, for artists.
  await admin.goto(`/admin/posts?search=${encodeURIComponent(title)}`);
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByText('Artists', { exact: true })).toBeVisible();

  // The artist finds it in the News card and reads it.
  const artistContext = await browser.newContext();
  const artist = await artistContext.newPage();
  await openSignedIn(artist, DEMO.artist, '/dashboard');
  await expect(artist).toHaveURL(/\/dashboard$/);
  const news = artist.getByRole('region', { name: 'News' });
  await expect(news.getByRole('button', { name: title })).toBeVisible({ timeout: 15_000 });
  await expect(news.getByText(excerpt)).toBeVisible();
  await news.getByRole('button', { name: title }).click();
  const reader = artist.getByRole('dialog', { name: title });
  await expect(reader.getByRole('heading', { name: 'What changes in March' })).toBeVisible();
  await expect(reader.getByText('5th')).toBeVisible();
  await expect(reader.getByText('<script>document.title = "hacked"</script>')).toBeVisible();
  await expect(artist).not.toHaveTitle('hacked');
  await closeWithEscape(artist, reader);

  // The link a post email carries opens the same post.
  await artist.goto(`/dashboard?post=${postId}`);
  await expect(artist.getByRole('dialog', { name: title }).getByRole('heading', { name: 'What changes in March' })).toBeVisible({ timeout: 15_000 });

  // An investor is not in the audience: the post is not addressed to them.
  expect(await postTitlesFor(request, DEMO.investor)).not.toContain(title);
  expect(await postTitlesFor(request, DEMO.artist)).toContain(title);
  const investorContext = await browser.newContext();
  const investor = await investorContext.newPage();
  await openSignedIn(investor, DEMO.investor, '/investors');
  await expect(investor).toHaveURL(/\/investors$/);
  await expect(investor.getByText(title)).toHaveCount(0);
  const forbidden = await request.get(`/api/user/posts/${postId}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, DEMO.investor)}` },
  });
  expect(forbidden.status()).toBe(404);

  await Promise.all([adminContext.close(), artistContext.close(), investorContext.close()]);
});
