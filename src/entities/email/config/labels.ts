import type { BadgeProps } from '@/shared/ui';
import type {
  EmailCampaignStatus,
  EmailEventType,
  EmailFrequency,
  EmailListMembersAddResult,
  EmailSubscriberSource,
  EmailSubscriberStatus,
} from '../api/email-types';

type Palette = NonNullable<BadgeProps['palette']>;

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed', 'bounced', 'complained'] as const satisfies readonly EmailSubscriberStatus[];

export const SUBSCRIBER_STATUS_LABELS: Readonly<Record<EmailSubscriberStatus, string>> = {
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  complained: 'Marked as spam',
};

export const SUBSCRIBER_STATUS_PALETTE: Readonly<Record<EmailSubscriberStatus, Palette>> = {
  subscribed: 'success',
  unsubscribed: 'neutral',
  bounced: 'warning',
  complained: 'danger',
};

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'canceled', 'failed'] as const satisfies readonly EmailCampaignStatus[];

export const CAMPAIGN_STATUS_LABELS: Readonly<Record<EmailCampaignStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  canceled: 'Canceled',
  failed: 'Failed',
};

export const CAMPAIGN_STATUS_PALETTE: Readonly<Record<EmailCampaignStatus, Palette>> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'accent',
  sent: 'success',
  canceled: 'neutral',
  failed: 'danger',
};

export const EVENT_TYPES = ['sent', 'delivered', 'opened', 'clicked', 'bounced', 'unsubscribed', 'complained'] as const satisfies readonly EmailEventType[];

export const EVENT_TYPE_LABELS: Readonly<Record<EmailEventType, string>> = {
  sent: 'Sent',
  delivered: 'Delivered',
  opened: 'Opened',
  clicked: 'Clicked',
  bounced: 'Bounced',
  unsubscribed: 'Unsubscribed',
  complained: 'Marked as spam',
};

export const EVENT_TYPE_PALETTE: Readonly<Record<EmailEventType, Palette>> = {
  sent: 'neutral',
  delivered: 'info',
  opened: 'success',
  clicked: 'accent',
  bounced: 'warning',
  unsubscribed: 'neutral',
  complained: 'danger',
};

export const FREQUENCIES = ['immediate', 'weekly', 'monthly'] as const satisfies readonly EmailFrequency[];

export const FREQUENCY_LABELS: Readonly<Record<EmailFrequency, string>> = {
  immediate: 'As it happens',
  weekly: 'Weekly digest',
  monthly: 'Monthly digest',
};

export const SUBSCRIBER_SOURCE_LABELS: Readonly<Record<EmailSubscriberSource, string>> = {
  admin: 'Added by an admin',
  import: 'Imported',
  signup: 'Signed up',
  invite: 'Invitation',
  preferences: 'Preferences page',
};

type SkipReason = EmailListMembersAddResult['skipped'][number]['reason'];

export const SKIP_REASON_LABELS: Readonly<Record<SkipReason, string>> = {
  unsubscribed: 'unsubscribed from this list',
  suppressed: 'bounced or marked as spam',
  duplicate: 'listed twice',
};

/** How a segment's rules combine: "matching all of the rules". */
export const SEGMENT_MATCH_LABELS = { all: 'all of the rules', any: 'any of the rules' } as const;
