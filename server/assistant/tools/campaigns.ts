import { namePattern } from '../../catalog/artists.js';
import { campaignMetrics, ratesOf } from '../../email/analytics/metrics.js';
import type { CampaignRow } from '../../email/campaigns/store.js';
import { defineTool } from './types.js';

export const campaignResultsTool = defineTool({
  name: 'email_campaign_results',
  description:
    'Results of an email campaign that has been sent (or is sending): recipients, sent, delivered, unique opens, unique clicks, unsubscribes, bounces and their rates. The latest one, or the latest whose name contains `name`.',
  parameters: {
    type: 'object',
    properties: { name: { type: 'string', minLength: 1, maxLength: 200, description: 'Part of the campaign name; leave out for the latest campaign.' } },
    additionalProperties: false,
  },
  async run(app, args: { name?: string }) {
    const params: unknown[] = [];
    const byName = args.name?.trim() ? `and lower(name) like $${params.push(namePattern(args.name))}` : '';
    const { rows } = await app.db.query<CampaignRow>(
      `select * from email_campaigns where materialized_at is not null ${byName}
        order by coalesce(sent_at, materialized_at) desc, id desc limit 1`,
      params,
    );
    const campaign = rows[0];
    if (!campaign) return { found: false as const, ...(args.name ? { name: args.name } : {}) };
    const metrics = (await campaignMetrics(app.db, [campaign.id])).get(campaign.id)!;
    return {
      found: true as const,
      name: campaign.name,
      status: campaign.status,
      sentAt: campaign.sent_at?.toISOString() ?? null,
      metrics,
      rates: ratesOf(metrics),
    };
  },
});
