// A sub-path of its own (`@/shared/lib/user-events`): the event-source code stays out of the
// chunks that only call the API.
export {
  USER_EVENTS_MAX_RETRY_MS,
  USER_EVENTS_PATH,
  createUserEvents,
  openUserEventsStream,
  userEvents,
} from './user-events';
export type { UserEventMap, UserEventMessage, UserEventName, UserEvents, UserEventsStreamOptions } from './user-events';
