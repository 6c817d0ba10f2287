import { deviceTypeLabel, type PresenceDevice, type PresenceNetwork } from '@/entities/presence';
import { signalStrength, signalStrengthLabel } from '@/shared/lib/network';
import { ONLINE_BADGE_CAP } from '../config/layout';

/** The header badge: hidden (null) while loading or at zero, else the count capped at 99. */
export function onlineBadgeText(count: number, loading: boolean): string | null {
  if (loading || count <= 0) return null;
  return String(Math.min(count, ONLINE_BADGE_CAP));
}

/** The header tooltip (spec 1 §2): '{n} user(s) online'. */
export function onlineUsersTooltip(count: number): string {
  return `${count} user(s) online`;
}

/** The list heading: '1 user online' or 'N users online'. */
export function onlineUsersHeading(count: number): string {
  return count === 1 ? '1 user online' : `${count} users online`;
}

/** "Desktop · macOS 14.5 (Mac)"; without the device name when `withName` is false. */
export function deviceAndOsText(device: PresenceDevice | undefined, { withName = true } = {}): string {
  if (!device) return 'Unknown';
  const os = [device.os, device.osVersion].filter(Boolean).join(' ');
  const name = withName && device.deviceName && device.deviceName !== os ? ` (${device.deviceName})` : '';
  return `${deviceTypeLabel(device.type)}${os ? ` · ${os}` : ''}${name}`;
}

/** "Chrome 126.0.0.0". */
export function browserText(device: PresenceDevice | undefined): string {
  if (!device) return 'Unknown';
  return [device.browser, device.browserVersion].filter(Boolean).join(' ') || 'Unknown';
}

const LIMITATIONS: Readonly<Record<NonNullable<PresenceNetwork['browserLimitation']>, string>> = {
  'safari-no-network-api': 'Safari does not report the connection',
  'no-network-api-support': 'the browser does not report the connection',
};

/** "Good (4g, 10 Mbps, 50 ms)", or "No signal (the browser does not report the connection)". */
export function connectionText(network: PresenceNetwork | undefined): string {
  const label = signalStrengthLabel(signalStrength(network));
  if (!network) return label;
  if (network.browserLimitation) return `${label} (${LIMITATIONS[network.browserLimitation]})`;
  const parts = [
    network.type && network.type !== 'unknown' ? network.type : undefined,
    network.effectiveType,
    network.downlink !== undefined ? `${network.downlink} Mbps` : undefined,
    network.rtt !== undefined ? `${network.rtt} ms` : undefined,
    network.saveData ? 'data saver' : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? `${label} (${parts.join(', ')})` : label;
}
