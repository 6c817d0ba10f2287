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

export const { values: SUBSCRIBER_STATUSES, labels: SUBSCRIBER_STATUS_LABELS, tones: SUBSCRIBER_STATUS_PALETTE } = valueLooks<EmailSubscriberStatus, BadgePalette>({
  subscribed: ['Subscribed', 'success'],
  unsubscribed: ['Unsubscribed', 'neutral'],
  bounced: ['Bounced', 'warning'],
  complained: ['Marked as spam', 'danger'],
});

export const { values: CAMPAIGN_STATUSES, labels: CAMPAIGN_STATUS_LABELS, tones: CAMPAIGN_STATUS_PALETTE } = valueLooks<EmailCampaignStatus, BadgePalette>({
  draft: ['Draft', 'neutral'],
  scheduled: ['Scheduled', 'info'],
  sending: ['Sending', 'accent'],
  sent: ['Sent', 'success'],
  canceled: ['Canceled', 'neutral'],
  failed: ['Failed', 'danger'],
});

export const { values: EVENT_TYPES, labels: EVENT_TYPE_LABELS, tones: EVENT_TYPE_PALETTE } = valueLooks<EmailEventType, BadgePalette>({
  sent: ['Sent', 'neutral'],
  delivered: ['Delivered', 'info'],
  opened: ['Opened', 'success'],
  clicked: ['Clicked', 'accent'],
  bounced: ['Bounced', 'warning'],
  unsubscribed: ['Unsubscribed', 'neutral'],
  complained: ['Marked as spam', 'danger'],
});

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
