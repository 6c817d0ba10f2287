// The contract's types only: `@/shared/api` itself uses this library (a circle).
import type { components } from '@/shared/api/generated/openapi';
import { isSafariUserAgent } from '@/shared/lib/device';

/** The connection as the presence contract describes it (spec 1 §3 "Network"). */
export type NetworkInfo = components['schemas']['PresenceNetwork'];
export type EffectiveConnectionType = NonNullable<NetworkInfo['effectiveType']>;

/** The parts of the Network Information API (`navigator.connection`) that are read. */
export interface NetworkConnectionLike {
  type?: unknown;
  effectiveType?: unknown;
  downlink?: unknown;
  rtt?: unknown;
  saveData?: unknown;
}

const EFFECTIVE_TYPES: readonly EffectiveConnectionType[] = ['slow-2g', '2g', '3g', '4g'];

const isEffectiveType = (value: unknown): value is EffectiveConnectionType =>
  typeof value === 'string' && (EFFECTIVE_TYPES as readonly string[]).includes(value);

const nonNegative = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/**
 * The network from the Network Information API: type, effectiveType, downlink, rtt and saveData.
 * Without the API, only `browserLimitation`: `safari-no-network-api` for Safari,
 * `no-network-api-support` for any other browser.
 */
export function parseNetwork(
  connection: NetworkConnectionLike | null | undefined,
  { isSafari = false }: { isSafari?: boolean } = {},
): NetworkInfo {
  if (!connection || typeof connection !== 'object') {
    return { browserLimitation: isSafari ? 'safari-no-network-api' : 'no-network-api-support' };
  }
  const network: NetworkInfo = {};
  if (typeof connection.type === 'string' && connection.type) network.type = connection.type.slice(0, 50);
  if (isEffectiveType(connection.effectiveType)) network.effectiveType = connection.effectiveType;
  const downlink = nonNegative(connection.downlink);
  if (downlink !== undefined) network.downlink = downlink;
  const rtt = nonNegative(connection.rtt);
  if (rtt !== undefined) network.rtt = rtt;
  if (typeof connection.saveData === 'boolean') network.saveData = connection.saveData;
  return network;
}

/** Reads this browser's network (`navigator.connection`). */
export function readNetwork(): NetworkInfo {
  const nav = globalThis.navigator as (Navigator & { connection?: NetworkConnectionLike }) | undefined;
  return parseNetwork(nav?.connection, { isSafari: isSafariUserAgent(nav?.userAgent ?? '') });
}
