import { describe, expect, it } from 'vitest';
import { RELEASE_DISPLAY_STATUSES, RELEASE_STATUSES, RELEASE_STATUS_LABELS, RELEASE_STATUS_PALETTE, isOwnerEditable, isPublishedStatus, isSubmittedStatus, releaseStatusLabel } from './status';

describe('release statuses', () => {
  it('labels every display status as spec 2 §4 words it, INCOMPLETE included', () => {
    expect(releaseStatusLabel('TAKEN_DOWN')).toBe('Taken Down');
    expect(releaseStatusLabel('INCOMPLETE')).toBe('Incomplete');
  });

  it('lists every display status in spec 2 §4 order, the stored ones without INCOMPLETE', () => {
    expect(RELEASE_DISPLAY_STATUSES).toEqual(Object.keys(RELEASE_STATUS_LABELS));
    expect(RELEASE_STATUSES).toEqual(RELEASE_DISPLAY_STATUSES.filter((status) => status !== 'INCOMPLETE'));
  });

  it('colours drafts grey, pending yellow, the published group green and refusals red', () => {
    expect([RELEASE_STATUS_PALETTE.DRAFT, RELEASE_STATUS_PALETTE.PENDING, RELEASE_STATUS_PALETTE.ONLINE, RELEASE_STATUS_PALETTE.REJECTED]).toEqual([
      'neutral',
      'warning',
      'success',
      'danger',
    ]);
  });

  it('groups approved, delivered and online, and pending with them', () => {
    expect(isPublishedStatus('DELIVERED')).toBe(true);
    expect(isPublishedStatus('PENDING')).toBe(false);
    expect(isSubmittedStatus('PENDING')).toBe(true);
    expect(isSubmittedStatus('REJECTED')).toBe(false);
  });

  it('lets the owner change drafts and rejected releases only', () => {
    expect(isOwnerEditable('DRAFT')).toBe(true);
    expect(isOwnerEditable('REJECTED')).toBe(true);
    expect(isOwnerEditable('PENDING')).toBe(false);
  });
});
