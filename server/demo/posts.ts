import type { Queryable } from '../db/index.js';
import { APP_NAME } from '../version.js';

export interface DemoPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  tags: string[];
  status: 'draft' | 'published';
  audience: 'everyone' | 'artists' | 'investors';
  /** Published this many days before the seed ran (null for the draft). */
  publishedDaysAgo: number | null;
}

const ADMIN_ID = '66b4de000000000000000a01';

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    id: '66b4de000000000000000b01',
    slug: 'welcome-to-royalty-desk',
    title: `Welcome to ${APP_NAME}`,
    excerpt: 'What you can do here, and where to start.',
    body: [
      '## Everything in one place',
      '',
      `${APP_NAME} brings your streams, estimated earnings and unclaimed royalties together.`,
      '',
      '### Where to start',
      '',
      '- Verify your artist on **Spotify** or **Apple Music** from your profile.',
      '- Open *Analytics* to see streams by platform.',
      '- Check *Unclaimed royalties* for money waiting at the MLC.',
      '',
      '1. Add your releases.',
      '2. Send them for review.',
      '3. Follow their status live.',
      '',
      'Questions? Read the [help centre](https://example.com/help) or reply to any of our emails.',
    ].join('\n'),
    tags: ['welcome', 'product'],
    status: 'published',
    audience: 'everyone',
    publishedDaysAgo: 20,
  },
  {
    id: '66b4de000000000000000b02',
    slug: 'release-review-times-this-month',
    title: 'Release review times this month',
    excerpt: 'Send your releases at least two weeks before their date.',
    body: 'Reviews take up to **five working days** this month. Send your release for review at least two weeks before its release date so that it reaches every store on time.',
    tags: ['releases'],
    status: 'published',
    audience: 'artists',
    publishedDaysAgo: 6,
  },
  {
    id: '66b4de000000000000000b03',
    slug: 'quarterly-catalogue-report',
    title: 'Quarterly catalogue report',
    excerpt: 'Streams grew across the catalogue this quarter.',
    body: 'Streams across the catalogue grew this quarter, led by Spotify and Apple Music. Figures are **estimates** from the system payout rates; the full report is in the investor area.',
    tags: ['investors', 'report'],
    status: 'published',
    audience: 'investors',
    publishedDaysAgo: 3,
  },
  {
    id: '66b4de000000000000000b04',
    slug: 'new-payout-dashboard-coming-soon',
    title: 'New payout dashboard (coming soon)',
    excerpt: 'A draft: not visible to users yet.',
    body: 'We are building a new payout dashboard. More soon.',
    tags: ['product'],
    status: 'draft',
    audience: 'everyone',
    publishedDaysAgo: null,
  },
];

/** The demo posts, authored by the demo admin (or by nobody when that account is gone). */
export async function seedDemoPosts(tx: Queryable): Promise<void> {
  for (const post of DEMO_POSTS) {
    await tx.query(
      `insert into posts (id, slug, title, excerpt, body, tags, status, audience_kind, author_id, published_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, (select id from users where id = $9),
               case when $10::int is null then null else now() - make_interval(days => $10::int) end,
               now() - make_interval(days => coalesce($10::int, 0) + 1), now() - make_interval(days => coalesce($10::int, 0)))
       on conflict do nothing`,
      [post.id, post.slug, post.title, post.excerpt, post.body, post.tags, post.status, post.audience, ADMIN_ID, post.publishedDaysAgo],
    );
  }
}
