import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { addToOutbox } from '../../mail/outbox.js';
import { ensureSubscriber } from '../../mail/subscribers.js';
import { senderOf } from '../sending/batch.js';
import { enqueueCampaign } from '../sending/queue.js';
import { buildTemplate, personalize, unsubscribeHeaders } from '../sending/render.js';
import { countAudience, hasAudience } from './audience.js';
import { audienceOf, campaignRowOr404, type CampaignRow, SENDABLE_MESSAGES } from './store.js';

export const SEND_MESSAGES = {
  notSendable: 'Only a draft or a scheduled campaign can be sent.',
  ...SENDABLE_MESSAGES,
  emptyAudience: 'Nobody in this audience can receive the campaign: no subscribed address matches.',
  tooSoon: 'Schedule the campaign at least 5 minutes ahead.',
  testNeedsContent: 'Add a subject and content before sending a test.',
  testsTooMany: 'Too many test emails of this campaign; try again in {wait}.',
} as const;

export const MIN_SCHEDULE_AHEAD_MS = 5 * 60 * 1000;

/** 422 unless the campaign has a subject, content and a non-empty audience. */
export async function checkSendable(app: FastifyInstance, campaign: CampaignRow): Promise<void> {
  if (campaign.status !== 'draft' && campaign.status !== 'scheduled') throw new HttpError(409, SEND_MESSAGES.notSendable);
  if (!campaign.subject?.trim()) throw new HttpError(422, SEND_MESSAGES.noSubject);
  if (!campaign.content?.trim()) throw new HttpError(422, SEND_MESSAGES.noContent);
  const audience = audienceOf(campaign);
  if (!hasAudience(audience)) throw new HttpError(422, SEND_MESSAGES.noAudience);
  const count = await countAudience(app.db, audience);
  if (!count) throw new HttpError(422, SEND_MESSAGES.emptyAudience);
}

/**
 * Sends now (status sending, the job writes the recipients at once) or schedules (status
 * scheduled, the job runs at `scheduledAt`). The status changes only from draft or scheduled,
 * checked again in the update, so two clicks queue one campaign.
 */
export async function sendCampaign(app: FastifyInstance, campaignId: string, scheduledAt: Date | null): Promise<void> {
  const campaign = await campaignRowOr404(app.db, campaignId);
  await checkSendable(app, campaign);
  if (scheduledAt && scheduledAt.getTime() < Date.now() + MIN_SCHEDULE_AHEAD_MS) throw new HttpError(422, SEND_MESSAGES.tooSoon);
  await app.db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `update email_campaigns set status = $2, scheduled_at = $3, updated_at = now()
        where id = $1 and status in ('draft', 'scheduled') returning id`,
      [campaignId, scheduledAt ? 'scheduled' : 'sending', scheduledAt?.toISOString() ?? null],
    );
    if (rows.length === 0) throw new HttpError(409, SEND_MESSAGES.notSendable);
    await enqueueCampaign(app, campaignId, scheduledAt ?? undefined, tx);
  });
}

/** A test of the campaign to one address: "[Test] " before the subject, no tracking, no metrics. */
export async function sendCampaignTest(app: FastifyInstance, campaignId: string, email: string): Promise<void> {
  const baseUrl = app.publicUrl;
  const campaign = await campaignRowOr404(app.db, campaignId);
  if (!campaign.subject?.trim() || !campaign.content?.trim()) throw new HttpError(422, SEND_MESSAGES.testNeedsContent);
  const subscriber = await ensureSubscriber(app.db, { email });
  const template = buildTemplate({ content: campaign.content, format: campaign.content_format, previewText: campaign.preview_text, tracked: false });
  const links = { baseUrl, messageToken: null, subscriberToken: subscriber.token, links: [] };
  const from = senderOf(app.mailer.from, campaign.from_name);
  const message = await addToOutbox(app.db, {
    kind: 'campaign-test',
    to: subscriber.email,
    from,
    subject: `[Test] ${campaign.subject}`,
    text: personalize(template.text, links, false),
    html: personalize(template.html, links, true),
    headers: { ...unsubscribeHeaders(baseUrl, subscriber.token, from), ...(campaign.reply_to ? { 'Reply-To': campaign.reply_to } : {}) },
    status: app.mailer.delivers ? 'sending' : 'kept',
  });
  app.mailer.handOver(message);
}
