export { parseNetwork, readNetwork } from './read-network';
export type { EffectiveConnectionType, NetworkConnectionLike, NetworkInfo } from './read-network';
export { SIGNAL_STRENGTH_LABELS, signalStrength, signalStrengthLabel } from './signal-strength';
export type { SignalInputs, SignalStrength } from './signal-strength';
export { isBrowserOnline, watchOnlineStatus } from './online-status';
