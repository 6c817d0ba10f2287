import type { components } from '../generated/openapi.js';

export type BehaviorEventType = components['schemas']['BehaviorEventType'];

/**
 * The stored code of each event type (behavior_events.type is a smallint). Codes are stored for
 * up to BEHAVIOR_RETENTION_DAYS: never change or reuse one; a new type takes the next number.
 */
export const EVENT_TYPE_CODES = {
  page_view: 1,
  click: 2,
  search: 3,
  modal_open: 4,
  modal_close: 5,
  form_submit: 6,
  form_error: 7,
  release_create_started: 8,
  release_created: 9,
  verification_started: 10,
  verification_completed: 11,
  invite_sent: 12,
  audio_play: 13,
  error: 14,
  custom: 15,
} as const satisfies Record<BehaviorEventType, number>;

export const PAGE_VIEW = EVENT_TYPE_CODES.page_view;

const TYPES_BY_CODE = new Map<number, BehaviorEventType>(
  Object.entries(EVENT_TYPE_CODES).map(([type, code]) => [code, type as BehaviorEventType]),
);

export function eventTypeOf(code: number): BehaviorEventType {
  return TYPES_BY_CODE.get(code) ?? 'custom';
}

/** behavior_sessions.device. */
export const DEVICE_CODES = { unknown: 0, desktop: 1, mobile: 2, tablet: 3 } as const;
export type DeviceType = keyof typeof DEVICE_CODES;
const DEVICES_BY_CODE = new Map<number, DeviceType>(Object.entries(DEVICE_CODES).map(([type, code]) => [code, type as DeviceType]));

export function deviceTypeOf(code: number): DeviceType {
  return DEVICES_BY_CODE.get(code) ?? 'unknown';
}
