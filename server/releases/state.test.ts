import { describe, expect, it } from 'vitest';
import { allowedMoves, assertDeletable, assertEditable, assertMove } from './state.js';

describe('the release state machine', () => {
  it('lets the owner send a DRAFT or REJECTED release for review, nothing else', () => {
    expect(allowedMoves('DRAFT', 'OWNER')).toEqual(['PENDING']);
    expect(allowedMoves('REJECTED', 'OWNER')).toEqual(['PENDING']);
    for (const status of ['PENDING', 'APPROVED', 'DELIVERED', 'ONLINE', 'TAKEN_DOWN'] as const) expect(allowedMoves(status, 'OWNER')).toEqual([]);
  });

  it('gives admins the review, delivery and take-down moves of DESIGN §6', () => {
    expect(allowedMoves('DRAFT', 'ADMIN')).toEqual(['PENDING']);
    expect(allowedMoves('PENDING', 'ADMIN')).toEqual(['APPROVED', 'REJECTED', 'TAKEN_DOWN']);
    expect(allowedMoves('APPROVED', 'ADMIN')).toEqual(['PENDING', 'TAKEN_DOWN']);
    expect(allowedMoves('DELIVERED', 'ADMIN')).toEqual(['TAKEN_DOWN']);
    expect(allowedMoves('ONLINE', 'ADMIN')).toEqual(['TAKEN_DOWN']);
    expect(allowedMoves('TAKEN_DOWN', 'ADMIN')).toEqual([]);
  });

  it("leaves DELIVERED and ONLINE to the delivery partner's receipts", () => {
    expect(allowedMoves('APPROVED', 'PARTNER')).toEqual(['DELIVERED', 'TAKEN_DOWN']);
    expect(allowedMoves('DELIVERED', 'PARTNER')).toEqual(['ONLINE', 'TAKEN_DOWN']);
    expect(allowedMoves('PENDING', 'PARTNER')).toEqual([]);
    expect(() => assertMove('APPROVED', 'DELIVERED', 'ADMIN')).toThrow('An APPROVED release cannot become DELIVERED; from APPROVED it can become PENDING or TAKEN_DOWN.');
  });

  it('refuses an illegal move with 409 naming the allowed ones', () => {
    expect(() => assertMove('PENDING', 'ONLINE', 'ADMIN')).toThrow('A PENDING release cannot become ONLINE; from PENDING it can become APPROVED, REJECTED or TAKEN_DOWN.');
    expect(() => assertMove('PENDING', 'APPROVED', 'OWNER')).toThrow(expect.objectContaining({ statusCode: 409 }));
    expect(() => assertMove('DRAFT', 'PENDING', 'OWNER')).not.toThrow();
  });

  it('lets owners change DRAFT and REJECTED releases, admins also PENDING ones; only a DRAFT is deleted', () => {
    expect(() => assertEditable('REJECTED', 'OWNER')).not.toThrow();
    expect(() => assertEditable('PENDING', 'OWNER')).toThrow('Only DRAFT or REJECTED releases can be changed; this release is PENDING.');
    expect(() => assertEditable('PENDING', 'ADMIN')).not.toThrow();
    expect(() => assertEditable('PENDING', 'ADMIN', { draftOnly: true })).toThrow(expect.objectContaining({ statusCode: 409 }));
    expect(() => assertDeletable('REJECTED')).toThrow('Only a DRAFT release can be deleted; this release is REJECTED.');
  });
});
