export {
  addEmailListMembers,
  createEmailList,
  deleteEmailList,
  emailListQueries,
  removeEmailListMember,
  updateEmailList,
} from './api/email-list-api';
export { emailSubscriberQueries, updateEmailSubscriber } from './api/email-subscriber-api';
export { createEmailSegment, deleteEmailSegment, emailSegmentQueries, updateEmailSegment } from './api/email-segment-api';
export {
  CAMPAIGN_PROGRESS_INTERVAL_MS,
  createEmailCampaign,
  deleteEmailCampaign,
  emailCampaignQueries,
  sendEmailCampaign,
  sendEmailCampaignTest,
  updateEmailCampaign,
} from './api/email-campaign-api';
export { emailAnalyticsQueries } from './api/email-analytics-api';
export type {
  EmailActivityEvent,
  EmailActivityListParams,
  EmailAnalyticsOverview,
  EmailCampaign,
  EmailCampaignAnalytics,
  EmailCampaignBrief,
  EmailCampaignInput,
  EmailCampaignListParams,
  EmailCampaignPerformance,
  EmailCampaignProgress,
  EmailCampaignStatus,
  EmailEventType,
  EmailFrequency,
  EmailList,
  EmailListAnalytics,
  EmailListAnalyticsOverview,
  EmailListInput,
  EmailListListParams,
  EmailListMember,
  EmailListMemberListParams,
  EmailListMembersAddResult,
  EmailMetrics,
  EmailRangeParams,
  EmailRates,
  EmailSegment,
  EmailSegmentInput,
  EmailSegmentOperator,
  EmailSegmentPreview,
  EmailSegmentRule,
  EmailSegmentRuleField,
  EmailSubscriber,
  EmailSubscriberBrief,
  EmailSubscriberDetails,
  EmailSubscriberListParams,
  EmailSubscriberStatus,
  EmailSubscriberUpdate,
} from './api/email-types';
export {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  FREQUENCIES,
  FREQUENCY_LABELS,
  SEGMENT_MATCH_LABELS,
  SKIP_REASON_LABELS,
  SUBSCRIBER_SOURCE_LABELS,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
} from './config/labels';
export {
  OPERATOR_LABELS,
  RULE_FIELD_NAMES,
  RULE_FIELDS,
  SEGMENT_ROLE_LABELS,
  SEGMENT_ROLES,
  VALUELESS_OPERATORS,
  type RuleFieldDefinition,
  type RuleValueKind,
} from './config/segment-rules';
export { formatRate, personName } from './lib/format';
export { isRuleComplete, kindOf, operatorsFor, ruleFor, withOperator, withValue, type RuleValue } from './lib/segment-rules';
export { CampaignProgress } from './ui/campaign-progress';
export { EmailMarkdown } from './ui/email-markdown';
export { ListChecklist, type ListChecklistProps } from './ui/list-checklist';
export { CampaignStatusBadge, EmailEventBadge, SubscriberStatusBadge } from './ui/status-badges';
export { SubscriberStatusFilter } from './ui/subscriber-status-filter';
