import type { DeliveryType } from '@/entities/release';

interface DeliveryActionTexts {
  button: string;
  title: string;
  description: string;
  confirm: string;
  done: (title: string) => string;
}

/** The delivery each status allows, as the action it is: a first delivery, then an update or a takedown. */
export const DELIVERY_ACTION_TEXTS: Readonly<Record<DeliveryType, DeliveryActionTexts>> = {
  NEW: {
    button: 'Send to delivery',
    title: 'Send to delivery',
    description: 'The delivery partner receives the release with these options; its receipts make the release Delivered, then Online on its release date.',
    confirm: 'Send',
    done: (title) => `“${title}” sent to delivery`,
  },
  UPDATE: {
    button: 'Send an update',
    title: 'Send an update',
    description: 'The stores receive the release’s metadata and files as they are now; its status stays as it is.',
    confirm: 'Send the update',
    done: (title) => `Update of “${title}” sent to delivery`,
  },
  TAKEDOWN: {
    button: 'Take down',
    title: 'Take down from the stores',
    description: 'The stores remove the release; the partner’s receipt makes it Taken Down.',
    confirm: 'Take down',
    done: (title) => `Takedown of “${title}” sent to delivery`,
  },
};
