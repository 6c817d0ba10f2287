import type { FastifyInstance } from 'fastify';
import { registerReceiptJobs } from './receipts.js';
import { createSandboxPartner, DEFAULT_SANDBOX_TIMINGS, type SandboxTimings } from './sandbox.js';
import type { DeliveryPartner } from './types.js';

export type { DeliveryPartner } from './types.js';
export { sendToDeliveryPartner } from './send.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The delivery partner adapter (server/releases/delivery): the sandbox unless another is given. */
    deliveryPartner: DeliveryPartner;
  }
}

export interface DeliveryOptions {
  /** DELIVERY_PARTNER: which partner; only `sandbox` is built. Default sandbox. */
  partner?: string;
  /** Another adapter (tests); wins over `partner`. */
  adapter?: DeliveryPartner;
  /** DELIVERY_SANDBOX_DELIVERED_MS and DELIVERY_SANDBOX_ONLINE_MS. */
  sandbox?: Partial<SandboxTimings>;
  /** Now, as the receipts' schedule counts it (tests set it); the job queue runs them on the database's clock. */
  clock?: () => Date;
}

export const KNOWN_PARTNERS = ['sandbox'] as const;

/**
 * Gives the app its delivery partner (`app.deliveryPartner`) and the job that records receipts.
 * The sandbox writes deliveries under `root` (DATA_DIR/deliveries). Call after `app.jobs` and
 * `app.storage` exist.
 */
export function attachDelivery(app: FastifyInstance, { root, ...options }: DeliveryOptions & { root: string }): void {
  const name = options.partner ?? 'sandbox';
  if (!options.adapter && !(KNOWN_PARTNERS as readonly string[]).includes(name)) {
    throw new Error(`DELIVERY_PARTNER=${name} is not a delivery partner this server has; use ${KNOWN_PARTNERS.join(', ')}`);
  }
  const partner =
    options.adapter ??
    createSandboxPartner({ ...DEFAULT_SANDBOX_TIMINGS, ...options.sandbox, root, db: app.db, storage: app.storage, jobs: app.jobs, clock: options.clock });
  app.decorate('deliveryPartner', partner);
  registerReceiptJobs(app, options.clock);
}
