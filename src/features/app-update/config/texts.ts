import { PRODUCT_NAME } from '@/shared/config';

/** What the app says about its service worker (spec 2 §4 "Connectivity and updates"). */
export const SERVICE_WORKER_TEXT = {
  offlineReady: {
    title: 'Ready to work offline',
    description: `${PRODUCT_NAME} is saved on this device and now opens without a connection.`,
  },
  updateWaiting: {
    title: 'An update is ready',
    description: 'Update now, or it installs itself when you next change page.',
    action: 'Update',
  },
} as const;

/** The offline-ready message hides after 6 s (spec 2 §9). */
export const OFFLINE_READY_DURATION_MS = 6000;
