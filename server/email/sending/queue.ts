import type { FastifyInstance } from 'fastify';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Queryable } from '../../db/index.js';
import { campaignRow, type CampaignRow } from '../campaigns/store.js';
import { failInterruptedHandOvers, prepareCampaign, sendBatch } from './batch.js';
import { materializeRecipients } from './materialize.js';

export const CAMPAIGN_JOB = 'email-campaign';
/** Small batches: PGlite runs on the main thread, and each batch holds the database while it runs. */
export const DEFAULT_BATCH_SIZE = 100;

export interface CampaignSendingOptions {
  batchSize?: number;
  /** Pause between batches, so requests waiting for the database go first. Default 0 (one turn of the event loop). */
  pauseMs?: number;
}

const jobKey = (campaignId: string) => `email-campaign:${campaignId}`;

/** Queues the job that sends the campaign (at `runAt` for a scheduled one), replacing a waiting one. */
export async function enqueueCampaign(app: FastifyInstance, campaignId: string, runAt: Date | undefined, tx: Queryable): Promise<void> {
  await tx.query(`delete from jobs where unique_key = $1 and state = 'queued'`, [jobKey(campaignId)]);
  await app.jobs.enqueue(CAMPAIGN_JOB, { campaignId }, { uniqueKey: jobKey(campaignId), maxAttempts: 20, ...(runAt ? { runAt } : {}) }, tx);
  // Enqueued inside a transaction, the job waits for the next poll; this wakes the poller once the
  // transaction committed (a job with the same key is then already there: nothing is added).
  if (!runAt) setImmediate(() => void app.jobs.enqueue(CAMPAIGN_JOB, { campaignId }, { uniqueKey: jobKey(campaignId), maxAttempts: 20 }).catch(() => null));
}

/**
 * A campaign that is due (sending, or scheduled and its time has come) with its recipients
 * written: once per campaign (the job is unique per campaign; the writing is repeatable anyway).
 */
async function startIfDue(app: FastifyInstance, campaignId: string): Promise<CampaignRow | null> {
  const campaign = await campaignRow(app.db, campaignId);
  if (!campaign) return null;
  const due = campaign.status === 'sending' || (campaign.status === 'scheduled' && campaign.scheduled_at !== null && campaign.scheduled_at.getTime() <= Date.now() + 1000);
  if (!due) return null;
  if (campaign.materialized_at === null && !(await materializeRecipients(app.db, campaign))) {
    await app.db.query(`update email_campaigns set status = 'failed', updated_at = now() where id = $1`, [campaignId]);
    return null;
  }
  return campaignRow(app.db, campaignId);
}

async function finishIfDone(app: FastifyInstance, campaignId: string): Promise<void> {
  await app.db.query(
    `update email_campaigns set status = 'sent', sent_at = now(), updated_at = now()
      where id = $1 and status = 'sending'
        and not exists (select 1 from email_campaign_recipients where campaign_id = $1 and status = 'pending')`,
    [campaignId],
  );
}

/**
 * Registers the campaign job and, when the app is ready, requeues every campaign left sending
 * by a stopped process. The job sends batch after batch, yielding between them, until none is
 * pending; when the app closes it stops between two batches and fails the attempt, so the job
 * runs again (here after a restart, or on another instance) and carries on where it stopped.
 */
export function attachCampaignSending(app: FastifyInstance, options: CampaignSendingOptions = {}): void {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let closing = false;
  app.jobs.register<{ campaignId: string }>(CAMPAIGN_JOB, async ({ campaignId }) => {
    const campaign = await startIfDue(app, campaignId);
    if (!campaign) return;
    await failInterruptedHandOvers(app.db, campaignId);
    const prepared = prepareCampaign(campaign, app.mailer.from, app.publicUrl);
    for (;;) {
      if (closing) throw new Error('The server is stopping; the campaign carries on when the job runs again.');
      const settled = await sendBatch(app.db, app.mailer, prepared, batchSize);
      if (settled === 0) break;
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
      else await yieldToEventLoop();
    }
    await finishIfDone(app, campaignId);
  });
  app.addHook('onReady', async () => {
    const { rows } = await app.db.query<{ id: string }>(`select id from email_campaigns where status = 'sending'`);
    for (const row of rows) await app.jobs.enqueue(CAMPAIGN_JOB, { campaignId: row.id }, { uniqueKey: jobKey(row.id), maxAttempts: 20 });
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
}
