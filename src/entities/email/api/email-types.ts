import type { components, operations } from '@/shared/api';

type Schemas = components['schemas'];

export type EmailList = Schemas['EmailList'];
export type EmailListInput = Schemas['EmailListInput'];
export type EmailListMember = Schemas['EmailListMember'];
export type EmailListMembersAdd = Schemas['EmailListMembersAdd'];
export type EmailListMembersAddResult = Schemas['EmailListMembersAddResult'];
export type EmailSubscriber = Schemas['EmailSubscriber'];
export type EmailSubscriberDetails = Schemas['EmailSubscriberDetails'];
export type EmailSubscriberUpdate = Schemas['EmailSubscriberUpdate'];
export type EmailSubscriberStatus = Schemas['EmailSubscriberStatus'];
export type EmailSubscriberSource = EmailSubscriber['source'];
export type EmailSubscriberBrief = Schemas['EmailSubscriberBrief'];
export type EmailFrequency = Schemas['EmailFrequency'];
export type EmailCampaign = Schemas['EmailCampaign'];
export type EmailCampaignInput = Schemas['EmailCampaignInput'];
export type EmailCampaignStatus = Schemas['EmailCampaignStatus'];
export type EmailCampaignProgress = Schemas['EmailCampaignProgress'];
export type EmailCampaignBrief = Schemas['EmailCampaignBrief'];
export type EmailCampaignPerformance = Schemas['EmailCampaignPerformance'];
export type EmailCampaignAnalytics = Schemas['EmailCampaignAnalytics'];
export type EmailAnalyticsOverview = Schemas['EmailAnalyticsOverview'];
export type EmailListAnalyticsOverview = Schemas['EmailListAnalyticsOverview'];
export type EmailListAnalytics = Schemas['EmailListAnalytics'];
export type EmailMetrics = Schemas['EmailMetrics'];
export type EmailRates = Schemas['EmailRates'];
export type EmailEventType = Schemas['EmailEventType'];
export type EmailActivityEvent = Schemas['EmailActivityEvent'];
export type EmailSegment = Schemas['EmailSegment'];
export type EmailSegmentInput = Schemas['EmailSegmentInput'];
export type EmailSegmentRule = Schemas['EmailSegmentRule'];
export type EmailSegmentRuleField = EmailSegmentRule['field'];
export type EmailSegmentOperator = EmailSegmentRule['operator'];
export type EmailSegmentPreviewRequest = Schemas['EmailSegmentPreviewRequest'];
export type EmailSegmentPreview = Schemas['EmailSegmentPreview'];

type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

export type EmailListListParams = Query<'adminListEmailLists'>;
export type EmailListMemberListParams = Query<'adminListEmailListMembers'>;
export type EmailSubscriberListParams = Query<'adminListEmailSubscribers'>;
export type EmailCampaignListParams = Query<'adminListEmailCampaigns'>;
export type EmailSegmentListParams = Query<'adminListEmailSegments'>;
export type EmailActivityListParams = Query<'adminListEmailActivity'>;
export type EmailRangeParams = Query<'adminGetEmailAnalytics'>;
