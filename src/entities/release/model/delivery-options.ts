import { z } from '@/shared/lib/zod';
import type { DeliveryRequest } from '../api/admin-review-api';
import { DELIVERY_ENVIRONMENTS, DELIVERY_PRIORITIES, DELIVERY_TYPES } from '../config/delivery';

export const DELIVERY_FORM_TEXTS = {
  chooseStore: 'Choose at least one store.',
  chooseStoreOrEvery: 'Choose at least one store, or every available store.',
} as const;

/** The store choice that asks for the server's default: every available store. */
export const EVERY_STORE = '*';

/**
 * The options of a delivery (DeliveryRequest), as the single and the bulk form submit them: at
 * least one store, or `EVERY_STORE`. `noStore` is the form's own words for an empty choice.
 */
export const deliveryOptionsSchema = (noStore: string = DELIVERY_FORM_TEXTS.chooseStore) =>
  z.object({
    deliveryType: z.enum(DELIVERY_TYPES),
    priority: z.enum(DELIVERY_PRIORITIES),
    environment: z.enum(DELIVERY_ENVIRONMENTS),
    stores: z.array(z.string(), { error: noStore }).min(1, noStore),
  });

export type DeliveryOptions = z.infer<ReturnType<typeof deliveryOptionsSchema>>;

/**
 * The request of submitted options: without `stores` (the server's default, every available store)
 * when `EVERY_STORE` was chosen or `coversEvery` says the choice is every store anyway.
 */
export function deliveryRequestOf({ stores, ...options }: DeliveryOptions, coversEvery?: (chosen: readonly string[]) => boolean): DeliveryRequest {
  return stores.includes(EVERY_STORE) || coversEvery?.(stores) ? options : { ...options, stores };
}

/** The options a delivery form starts from. */
export const DELIVERY_OPTION_DEFAULTS = { priority: 'NORMAL', environment: 'PRODUCTION' } as const;
