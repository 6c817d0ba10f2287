import { labelOf } from '@/shared/lib/labels';
import { Badge } from '@/shared/ui';
import type { EmailCampaignStatus, EmailEventType, EmailSubscriberStatus } from '../api/email-types';
import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUS_PALETTE,
  EVENT_TYPE_LABELS,
  EVENT_TYPE_PALETTE,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUS_PALETTE,
} from '../config/labels';

export function CampaignStatusBadge({ status }: { status: EmailCampaignStatus }) {
  return <Badge palette={CAMPAIGN_STATUS_PALETTE[status] ?? 'neutral'}>{labelOf(CAMPAIGN_STATUS_LABELS, status)}</Badge>;
}

export function SubscriberStatusBadge({ status }: { status: EmailSubscriberStatus }) {
  return <Badge palette={SUBSCRIBER_STATUS_PALETTE[status] ?? 'neutral'}>{labelOf(SUBSCRIBER_STATUS_LABELS, status)}</Badge>;
}

export function EmailEventBadge({ type }: { type: EmailEventType }) {
  return <Badge palette={EVENT_TYPE_PALETTE[type] ?? 'neutral'}>{labelOf(EVENT_TYPE_LABELS, type)}</Badge>;
}
