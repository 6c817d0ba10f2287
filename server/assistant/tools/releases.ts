import { releaseFigures } from '../../admin/overview.js';
import { defineTool } from './types.js';

export const releasesByStatusTool = defineTool({
  name: 'releases_by_status',
  description:
    'Counts releases by status (DRAFT, PENDING = waiting for review, APPROVED, DELIVERED, ONLINE = live in stores, REJECTED, TAKEN_DOWN) and in total.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  async run(app) {
    const { total, byStatus } = await releaseFigures(app.db);
    return { total, byStatus };
  },
});

export interface PendingRelease {
  title: string;
  artist: string | null;
  owner: string;
  submittedAt: string | null;
}

export const pendingReviewsTool = defineTool({
  name: 'pending_reviews',
  description: 'The releases waiting for review (status PENDING): how many, and the latest submitted (title, artist, owner, submission time).',
  parameters: {
    type: 'object',
    properties: { limit: { type: 'integer', minimum: 0, maximum: 10, default: 3, description: 'How many of the latest to list.' } },
    additionalProperties: false,
  },
  async run(app, args: { limit?: number }) {
    const limit = Math.min(Math.max(args.limit ?? 3, 0), 10);
    const { pendingReview } = await releaseFigures(app.db);
    const { rows } = await app.db.query<{ title: string; artist: string | null; owner: string; submitted_at: Date | null }>(
      `select r.title, a.name as artist, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as owner, r.submitted_at
         from releases r join users u on u.id = r.owner_id left join artists a on a.id = r.artist_id
        where r.status = 'PENDING' order by r.submitted_at desc nulls last, r.id desc limit ${limit}`,
    );
    const latest: PendingRelease[] = rows.map((row) => ({ title: row.title, artist: row.artist, owner: row.owner, submittedAt: row.submitted_at?.toISOString() ?? null }));
    return { count: pendingReview, latest };
  },
});
