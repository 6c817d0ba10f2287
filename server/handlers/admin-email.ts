import { LIMITS, recordEvent, secondsUntilAllowed, tooManyRequests } from '../auth/throttle.js';
import { listActivity } from '../email/analytics/activity.js';
import { analyticsOverview, campaignAnalytics, listAnalytics, listAnalyticsOverview } from '../email/analytics/reports.js';
import { sendPostEmails } from '../email/campaigns/post-emails.js';
import { sendCampaign, sendCampaignTest, SEND_MESSAGES } from '../email/campaigns/send.js';
import { createCampaign, deleteCampaign, getCampaign, listCampaigns, updateCampaign } from '../email/campaigns/store.js';
import { addMembers, createList, deleteList, getList, listLists, listMembers, removeMember, updateList } from '../email/lists/store.js';
import { createSegment, deleteSegment, getSegment, listSegments, previewSegment, updateSegment } from '../email/segments/store.js';
import { getSubscriberDetails, listSubscribers, updateSubscriber } from '../email/subscribers/store.js';
import type { Handlers } from './types.js';

const ok = (message: string) => ({ success: true, message });

export const adminEmailHandlers = {
  async adminListEmailLists(request) {
    return listLists(this.db, request.query);
  },
  async adminCreateEmailList(request, reply) {
    return reply.code(201).send(await createList(this.db, request.body));
  },
  async adminGetEmailList(request) {
    return getList(this.db, request.params.listId);
  },
  async adminUpdateEmailList(request) {
    return updateList(this.db, request.params.listId, request.body);
  },
  async adminDeleteEmailList(request) {
    await deleteList(this.db, request.params.listId);
    return ok('The list is deleted.');
  },
  async adminListEmailListMembers(request) {
    return listMembers(this.db, request.params.listId, request.query);
  },
  async adminAddEmailListMembers(request) {
    return addMembers(this.db, request.params.listId, request.body);
  },
  async adminRemoveEmailListMember(request) {
    await removeMember(this.db, request.params.listId, request.params.subscriberId);
    return ok('The subscriber is removed from the list.');
  },

  async adminListEmailSubscribers(request) {
    return listSubscribers(this.db, request.query);
  },
  async adminGetEmailSubscriber(request) {
    return getSubscriberDetails(this.db, request.params.subscriberId);
  },
  async adminUpdateEmailSubscriber(request) {
    return updateSubscriber(this.db, request.params.subscriberId, request.body);
  },

  async adminListEmailSegments(request) {
    return listSegments(this.db, request.query);
  },
  async adminCreateEmailSegment(request, reply) {
    return reply.code(201).send(await createSegment(this.db, request.body));
  },
  async adminPreviewEmailSegment(request) {
    return previewSegment(this.db, request.body.rules, request.body.match ?? 'all');
  },
  async adminGetEmailSegment(request) {
    return getSegment(this.db, request.params.segmentId);
  },
  async adminUpdateEmailSegment(request) {
    return updateSegment(this.db, request.params.segmentId, request.body);
  },
  async adminDeleteEmailSegment(request) {
    await deleteSegment(this.db, request.params.segmentId);
    return ok('The segment is deleted.');
  },

  async adminListEmailCampaigns(request) {
    return listCampaigns(this.db, request.query);
  },
  async adminCreateEmailCampaign(request, reply) {
    const created = await createCampaign(this.db, request.body, request.caller!.userId);
    return reply.code(201).send(await getCampaign(this.db, created.id));
  },
  async adminGetEmailCampaign(request) {
    return getCampaign(this.db, request.params.campaignId);
  },
  async adminUpdateEmailCampaign(request) {
    return updateCampaign(this.db, request.params.campaignId, request.body);
  },
  async adminDeleteEmailCampaign(request) {
    const outcome = await deleteCampaign(this.db, request.params.campaignId);
    return ok(outcome === 'canceled' ? 'The scheduled campaign is canceled.' : 'The campaign is deleted.');
  },
  async adminSendEmailCampaign(request, reply) {
    const scheduledAt = request.body?.scheduledAt ? new Date(request.body.scheduledAt) : null;
    await sendCampaign(this, request.params.campaignId, scheduledAt);
    return reply.code(202).send(await getCampaign(this.db, request.params.campaignId));
  },
  async adminSendEmailCampaignTest(request, reply) {
    const key = `${request.caller!.userId}:${request.params.campaignId}`;
    const wait = await secondsUntilAllowed(this.db, LIMITS.campaignTests, key);
    if (wait > 0) throw tooManyRequests(wait, SEND_MESSAGES.testsTooMany);
    await sendCampaignTest(this, request.params.campaignId, request.body.email);
    await recordEvent(this.db, LIMITS.campaignTests, key);
    return reply.code(202).send(ok(`A test email is on its way to ${request.body.email.trim().toLowerCase()}.`));
  },

  async adminGetEmailAnalytics(request) {
    return analyticsOverview(this.db, request.query);
  },
  async adminGetEmailCampaignAnalytics(request) {
    return campaignAnalytics(this.db, request.params.campaignId);
  },
  async adminGetEmailListAnalytics(request) {
    return listAnalyticsOverview(this.db, request.query);
  },
  async adminGetEmailListAnalyticsById(request) {
    return listAnalytics(this.db, request.params.listId, request.query);
  },
  async adminListEmailActivity(request) {
    return listActivity(this.db, request.query);
  },

  async adminSendPostEmails(request, reply) {
    return reply.code(202).send(await sendPostEmails(this, request.body, request.caller!.userId));
  },
} satisfies Handlers;
