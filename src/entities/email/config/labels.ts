import { valueLooks } from '@/shared/lib/labels';
import type { BadgePalette } from '@/shared/ui';
import type {
  EmailCampaignStatus,
  EmailEventType,
  EmailFrequency,
  EmailListMembersAddResult,
  EmailSubscriberSource,
  EmailSubscriberStatus,
} from '../api/email-types';

const subscriberStatus = valueLooks<EmailSubscriberStatus, BadgePalette>({
  subscribed: ['Subscribed', 'success'],
  unsubscribed: ['Unsubscribed', 'neutral'],
  bounced: ['Bounced', 'warning'],
  complained: ['Marked as spam', 'danger'],
});
export const SUBSCRIBER_STATUSES = subscriberStatus.values;
export const SUBSCRIBER_STATUS_LABELS = subscriberStatus.labels;
export const SUBSCRIBER_STATUS_PALETTE = subscriberStatus.tones;

const campaignStatus = valueLooks<EmailCampaignStatus, BadgePalette>({
  draft: ['Draft', 'neutral'],
  scheduled: ['Scheduled', 'info'],
  sending: ['Sending', 'accent'],
  sent: ['Sent', 'success'],
  canceled: ['Canceled', 'neutral'],
  failed: ['Failed', 'danger'],
});
export const CAMPAIGN_STATUSES = campaignStatus.values;
export const CAMPAIGN_STATUS_LABELS = campaignStatus.labels;
export const CAMPAIGN_STATUS_PALETTE = campaignStatus.tones;

const eventType = valueLooks<EmailEventType, BadgePalette>({
  sent: ['Sent', 'neutral'],
  delivered: ['Delivered', 'info'],
  opened: ['Opened', 'success'],
  clicked: ['Clicked', 'accent'],
  bounced: ['Bounced', 'warning'],
  unsubscribed: ['Unsubscribed', 'neutral'],
  complained: ['Marked as spam', 'danger'],
});
export const EVENT_TYPES = eventType.values;
export const EVENT_TYPE_LABELS = eventType.labels;
export const EVENT_TYPE_PALETTE = eventType.tones;

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
