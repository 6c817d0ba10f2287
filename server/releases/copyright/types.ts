import type { FastifyInstance } from 'fastify';
import type { components } from '../../generated/openapi.js';
import type { AdapterHealth } from '../../health/adapter-health.js';

export type CopyrightScanView = components['schemas']['CopyrightScan'];
export type CopyrightScanStatus = CopyrightScanView['status'];

/** One recording a track of the scanned release copies (the contract's match, and what it came from). */
export interface CopyrightMatch {
  /** 0-based position of the scanned release's track. */
  trackIndex: number;
  /** The matching recording's title and primary artist. */
  title: string;
  artist: string;
  isrc: string | null;
  /** Where it was found, e.g. "Catalogue: Tidal Memory". */
  source: string;
  /** 0…1; reported from MATCH_THRESHOLD (0.6) up. */
  confidence: number;
  /** Where in the matching recording the shared audio begins. */
  offsetSeconds: number;
  /** The catalogue release of the matching recording (the contract will carry it as `releaseId`). */
  matchedReleaseId: string | null;
}

export interface ScanControl {
  /** Whether the scan was cancelled (or the server is closing): a scanner asks between steps and stops with ScanCancelled. */
  isCancelled(): Promise<boolean>;
}

/** Thrown by a scanner that saw its scan cancelled: nothing is stored. */
export class ScanCancelled extends Error {
  constructor() {
    super('The copyright scan was cancelled.');
  }
}

/** A failure whose message is shown to admins as the scan's `error`. */
export class ScanFailure extends Error {}

/**
 * Compares a release's audio with known recordings. The sandbox (sandbox.ts, README.md) compares
 * with the other releases of this catalogue; a real recognition service would sit behind the same
 * interface.
 */
export interface CopyrightScanner {
  readonly kind: string;
  scanRelease(app: FastifyInstance, releaseId: string, control: ScanControl): Promise<CopyrightMatch[]>;
  /** Whether it can scan now, for the service health (server/health). */
  health?(app: FastifyInstance): Promise<AdapterHealth>;
}
