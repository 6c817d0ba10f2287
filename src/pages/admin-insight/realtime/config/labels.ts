import type { components } from '@/shared/api';
import { labelOf } from '@/shared/lib/labels';

type EventType = components['schemas']['BehaviorEventType'];

/** What people read for each kind of behavioural event (an unknown kind is made readable). */
const EVENT_TYPE_LABELS = {
  page_view: 'Page views',
  click: 'Clicks',
  search: 'Searches',
  modal_open: 'Dialogs opened',
  modal_close: 'Dialogs closed',
  form_submit: 'Forms sent',
  form_error: 'Form errors',
  release_create_started: 'Releases started',
  release_created: 'Releases created',
  verification_started: 'Verifications started',
  verification_completed: 'Verifications completed',
  invite_sent: 'Invitations sent',
  audio_play: 'Audio played',
  error: 'Errors',
  custom: 'Other actions',
} satisfies Partial<Record<EventType, string>>;

export const eventTypeLabel = (type: string): string => labelOf(EVENT_TYPE_LABELS, type);
