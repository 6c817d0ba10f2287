import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { EmailCampaign, EmailCampaignInput, EmailCampaignListParams } from './email-types';

/** How often a sending campaign's progress is read again. */
export const CAMPAIGN_PROGRESS_INTERVAL_MS = 3000;

const isSending = (campaign: EmailCampaign | undefined) => campaign?.status === 'sending';

/** Campaigns (`/admin/email/campaigns…`); sending ones are polled until they are sent. */
export const emailCampaignQueries = {
  all: () => ['admin-email', 'campaigns'] as const,
  list: (query: EmailCampaignListParams) =>
    queryOptions({
      queryKey: [...emailCampaignQueries.all(), 'page', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/email/campaigns', { params: { query }, signal })),
      placeholderData: keepPreviousData,
      refetchInterval: (query) => (query.state.data?.items.some(isSending) ? CAMPAIGN_PROGRESS_INTERVAL_MS : false),
    }),
  detail: (campaignId: string) =>
    queryOptions({
      queryKey: [...emailCampaignQueries.all(), 'detail', campaignId] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/admin/email/campaigns/{campaignId}', { params: { path: { campaignId } }, signal })),
      refetchInterval: (query) => (isSending(query.state.data) ? CAMPAIGN_PROGRESS_INTERVAL_MS : false),
    }),
};

export const createEmailCampaign = (body: EmailCampaignInput) => unwrap(apiClient.POST('/admin/email/campaigns', { body }));

/** Only drafts and scheduled campaigns (409 otherwise); a scheduled one keeps its schedule. */
export const updateEmailCampaign = (campaignId: string, body: EmailCampaignInput) =>
  unwrap(apiClient.PUT('/admin/email/campaigns/{campaignId}', { params: { path: { campaignId } }, body }));

/** Deletes a draft or cancels a scheduled campaign (the contract has no way back to draft). */
export const deleteEmailCampaign = (campaignId: string) =>
  unwrap(apiClient.DELETE('/admin/email/campaigns/{campaignId}', { params: { path: { campaignId } } }));

/** Sends now (no `scheduledAt`) or schedules (at least 5 minutes ahead). */
export const sendEmailCampaign = (campaignId: string, scheduledAt?: string) =>
  unwrap(
    apiClient.POST('/admin/email/campaigns/{campaignId}/send', {
      params: { path: { campaignId } },
      body: scheduledAt ? { scheduledAt } : {},
    }),
  );

/** A test to one address: the subject gets [TEST], nothing is counted. */
export const sendEmailCampaignTest = (campaignId: string, email: string) =>
  unwrap(apiClient.POST('/admin/email/campaigns/{campaignId}/test', { params: { path: { campaignId } }, body: { email } }));
