export { PresenceTracker } from './ui/presence-tracker';
export {
  $joinedUserId,
  $presenceArtist,
  $presencePath,
  $presenceStatus,
  heartbeatFx,
  joinPresenceFx,
  leavePresenceFx,
  presencePageHidden,
  presencePageRestored,
  presencePathChanged,
  presenceTrackingStarted,
  readClientFx,
  rejoinFx,
  updatePresenceFx,
} from './model/reporting';
export type { HeartbeatParams, LeaveParams } from './model/reporting';
export { ACTIVITY_EVENTS, AWAY_AFTER_MS, HEARTBEAT_INTERVAL_MS } from './config/timings';
export { buildPresenceUser, presenceName } from './lib/build-presence-user';
