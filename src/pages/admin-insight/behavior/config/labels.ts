import type { BehaviorEventType } from '@/shared/analytics';
import { humanizeKey } from '@/shared/lib/labels';

/** What people did, in product words. */
export const EVENT_TYPE_LABELS: Readonly<Record<BehaviorEventType, string>> = {
  page_view: 'Viewed a page',
  click: 'Clicked',
  search: 'Searched',
  modal_open: 'Opened a dialog',
  modal_close: 'Closed a dialog',
  form_submit: 'Sent a form',
  form_error: 'A form was refused',
  release_create_started: 'Started a release',
  release_created: 'Created a release draft',
  verification_started: 'Started verifying an artist',
  verification_completed: 'Verified an artist',
  invite_sent: 'Sent an invitation',
  audio_play: 'Played audio',
  error: 'Met an error',
  custom: 'Other action',
};

/** The app's own `custom` events (see `trackCustom` calls). */
export const CUSTOM_EVENT_LABELS: Readonly<Record<string, string>> = {
  sign_in: 'Signed in',
  release_submitted: 'Submitted a release for review',
};

/** Names given to other event types (the form or flow they came from). */
const EVENT_NAME_LABELS: Readonly<Record<string, string>> = {
  release_submit: 'release submission',
  create_release: 'create release',
  invite_artist: 'invite artist',
};

/** "Signed in", "Viewed a page", "A form was refused (release submission)": never a raw key. */
export function eventLabel(type: BehaviorEventType, name?: string | null): string {
  if (type === 'custom') return name ? (CUSTOM_EVENT_LABELS[name] ?? humanizeKey(name)) : EVENT_TYPE_LABELS.custom;
  const base = EVENT_TYPE_LABELS[type] ?? humanizeKey(type);
  if (!name || type === 'page_view') return base;
  return `${base} (${EVENT_NAME_LABELS[name] ?? humanizeKey(name).toLowerCase()})`;
}
