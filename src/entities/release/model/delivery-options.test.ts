import { describe, expect, it } from 'vitest';
import { DELIVERY_FORM_TEXTS, deliveryOptionsSchema, deliveryRequestOf, EVERY_STORE } from './delivery-options';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];
const options = { deliveryType: 'NEW', priority: 'NORMAL', environment: 'STAGING' } as const;

describe('delivery options', () => {
  it('needs at least one store to deliver to, in the form’s own words', () => {
    expect(messages(deliveryOptionsSchema().safeParse({ ...options, stores: [] }))).toEqual([DELIVERY_FORM_TEXTS.chooseStore]);
    expect(messages(deliveryOptionsSchema().safeParse(options))).toEqual([DELIVERY_FORM_TEXTS.chooseStore]);
    expect(messages(deliveryOptionsSchema(DELIVERY_FORM_TEXTS.chooseStoreOrEvery).safeParse({ ...options, stores: [] }))).toEqual([
      DELIVERY_FORM_TEXTS.chooseStoreOrEvery,
    ]);
    expect(deliveryOptionsSchema().safeParse({ ...options, stores: ['spotify'] }).success).toBe(true);
  });

  it('takes only the contract’s types, priorities and environments', () => {
    expect(deliveryOptionsSchema().safeParse({ ...options, deliveryType: 'REDELIVER', stores: ['spotify'] }).success).toBe(false);
    expect(deliveryOptionsSchema().safeParse({ ...options, priority: 'URGENT', stores: ['spotify'] }).success).toBe(false);
    expect(deliveryOptionsSchema().safeParse({ ...options, environment: 'DEV', stores: ['spotify'] }).success).toBe(false);
  });

  it('asks for every available store by leaving the stores out', () => {
    expect(deliveryRequestOf({ ...options, stores: [EVERY_STORE] })).toEqual(options);
    expect(deliveryRequestOf({ ...options, stores: ['spotify'] })).toEqual({ ...options, stores: ['spotify'] });
    const all = (chosen: readonly string[]) => ['spotify', 'deezer'].every((key) => chosen.includes(key));
    expect(deliveryRequestOf({ ...options, stores: ['deezer', 'spotify'] }, all)).toEqual(options);
    expect(deliveryRequestOf({ ...options, stores: ['deezer'] }, all)).toEqual({ ...options, stores: ['deezer'] });
  });
});
