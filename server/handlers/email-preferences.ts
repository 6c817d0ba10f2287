import { LIMITS, recordEvent, secondsUntilAllowed } from '../auth/throttle.js';
import type { Queryable } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import {
  findSubscriberByEmail,
  findSubscriberByToken,
  listPreferences,
  recordUnsubscribeFeedback,
  setFrequency,
  setListSubscriptions,
  setUnsubscribedFromAll,
  type Subscriber,
  unknownLists,
} from '../mail/subscribers.js';
import { preferencesEmail } from '../mail/templates.js';
import { recordUnsubscribe } from '../email/tracking/unsubscribes.js';
import type { Handlers } from './types.js';

const UNKNOWN_TOKEN = 'This link is invalid or no longer works.';

async function subscriberOf(db: Queryable, token: string): Promise<Subscriber> {
  const subscriber = await findSubscriberByToken(db, token);
  if (!subscriber) throw new HttpError(404, UNKNOWN_TOKEN);
  return subscriber;
}

async function unsubscribeInfo(db: Queryable, token: string) {
  const subscriber = await subscriberOf(db, token);
  return {
    email: subscriber.email,
    firstName: subscriber.firstName,
    unsubscribedFromAll: subscriber.unsubscribedAllAt !== null,
    // Tokens identify the subscriber, not the message they came with.
    source: null,
    lists: await listPreferences(db, subscriber),
  };
}

async function preferences(db: Queryable, token: string) {
  const subscriber = await subscriberOf(db, token);
  return {
    email: subscriber.email,
    firstName: subscriber.firstName,
    unsubscribedFromAll: subscriber.unsubscribedAllAt !== null,
    frequency: subscriber.frequency,
    lists: await listPreferences(db, subscriber),
    updatedAt: subscriber.updatedAt.toISOString(),
  };
}

export const emailPreferenceHandlers = {
  async requestEmailUnsubscribe(request) {
    const body = request.body;
    if ('token' in body) {
      const subscriber = await subscriberOf(this.db, body.token);
      if (subscriber.unsubscribedAllAt === null) await recordUnsubscribe(this.db, subscriber.id);
      await setUnsubscribedFromAll(this.db, subscriber.id, true);
      return { success: true, outcome: 'unsubscribed', message: 'You are unsubscribed from all our emails.' } as const;
    }
    const subscriber = await findSubscriberByEmail(this.db, body.email);
    // Over the limit the answer stays the same (it must not tell which addresses are known).
    if (subscriber && (await secondsUntilAllowed(this.db, LIMITS.preferenceEmailsPerAddress, subscriber.email)) === 0) {
      await recordEvent(this.db, LIMITS.preferenceEmailsPerAddress, subscriber.email);
      await this.mailer.send({
        to: subscriber.email,
        ...preferencesEmail({ link: `${this.publicUrl}/email/preferences/${subscriber.token}` }),
      });
    }
    return {
      success: true,
      outcome: 'confirmation_sent',
      message: 'If this address receives our emails, we sent it a link to manage your preferences.',
    } as const;
  },

  async getEmailUnsubscribe(request) {
    return unsubscribeInfo(this.db, request.params.token);
  },

  async unsubscribeByToken(request) {
    const subscriber = await subscriberOf(this.db, request.params.token);
    // A one-click form post (RFC 8058) or no body: unsubscribe from everything.
    const body = (request.body ?? {}) as { listIds?: string[]; reason?: string; comment?: string };
    if (body.listIds) {
      const unknown = await unknownLists(this.db, body.listIds);
      if (unknown.length > 0) throw new HttpError(400, `Unknown email list ${unknown[0]}`);
      await setListSubscriptions(this.db, subscriber.id, body.listIds.map((listId) => ({ listId, subscribed: false })));
      await recordUnsubscribe(this.db, subscriber.id, body.reason ?? null);
    } else {
      if (subscriber.unsubscribedAllAt === null) await recordUnsubscribe(this.db, subscriber.id, body.reason ?? null);
      await setUnsubscribedFromAll(this.db, subscriber.id, true);
    }
    await recordUnsubscribeFeedback(this.db, subscriber.id, body);
    return unsubscribeInfo(this.db, request.params.token);
  },

  async getEmailPreferences(request) {
    return preferences(this.db, request.params.token);
  },

  async updateEmailPreferences(request) {
    const subscriber = await subscriberOf(this.db, request.params.token);
    const { unsubscribeAll, frequency, lists } = request.body;
    if (frequency !== undefined) await setFrequency(this.db, subscriber.id, frequency);
    if (unsubscribeAll === true) {
      if (subscriber.unsubscribedAllAt === null) await recordUnsubscribe(this.db, subscriber.id);
      await setUnsubscribedFromAll(this.db, subscriber.id, true);
    } else if (lists !== undefined || unsubscribeAll === false) {
      const changes = lists ?? [];
      const unknown = await unknownLists(this.db, changes.map((change) => change.listId));
      if (unknown.length > 0) throw new HttpError(422, `Unknown email list ${unknown[0]}`);
      await setListSubscriptions(this.db, subscriber.id, changes);
      // Opting in to a list is a resubscription.
      if (unsubscribeAll === false || changes.some((change) => change.subscribed)) await setUnsubscribedFromAll(this.db, subscriber.id, false);
    }
    return preferences(this.db, request.params.token);
  },
} satisfies Handlers;
