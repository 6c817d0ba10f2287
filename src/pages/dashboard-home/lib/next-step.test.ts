import { describe, expect, it } from 'vitest';
import type { ReleaseSummary } from '@/entities/release';
import { chooseNextStep, type AccountState } from './next-step';

const NOW = '2026-11-30T09:00:00.000Z';

const release = (over: Partial<ReleaseSummary>): ReleaseSummary =>
  ({ _id: 'r1', title: 'Midnight Drive', status: 'DRAFT', displayStatus: 'DRAFT', releaseDate: null, missingFields: [], ...over }) as ReleaseSummary;

const settled: AccountState = { verified: true, hasPhoto: true, releaseTotal: 3, releases: [release({ status: 'ONLINE', displayStatus: 'ONLINE', releaseDate: '2026-01-10T12:00:00.000Z' })], problems: [], now: NOW };

describe('chooseNextStep', () => {
  it('asks to verify first: an artist verified nowhere has no streams, whatever else is missing', () => {
    expect(chooseNextStep({ ...settled, verified: false, hasPhoto: false, releaseTotal: 0, releases: [] })).toEqual({ kind: 'verify' });
  });

  it('puts a release sent back before one missing fields, and both before a release going live', () => {
    const incomplete = release({ _id: 'a', displayStatus: 'INCOMPLETE', missingFields: ['releaseDate'] });
    const rejected = release({ _id: 'b', status: 'REJECTED', displayStatus: 'REJECTED' });
    const live = release({ _id: 'c', status: 'APPROVED', displayStatus: 'APPROVED', releaseDate: '2026-12-12T12:00:00.000Z' });
    expect(chooseNextStep({ ...settled, releases: [live], problems: [incomplete, rejected] })).toEqual({ kind: 'fix-release', release: rejected });
    expect(chooseNextStep({ ...settled, releases: [live], problems: [incomplete] })).toEqual({ kind: 'fix-release', release: incomplete });
  });

  it('leads a verified artist with no release to the first one', () => {
    expect(chooseNextStep({ ...settled, hasPhoto: false, releaseTotal: 0, releases: [] })).toEqual({ kind: 'first-release' });
  });

  it('names the nearest approved release still to come, not one already out or still in review', () => {
    const later = release({ _id: 'later', status: 'DELIVERED', displayStatus: 'DELIVERED', releaseDate: '2027-02-01T12:00:00.000Z' });
    const sooner = release({ _id: 'sooner', status: 'APPROVED', displayStatus: 'APPROVED', releaseDate: '2026-12-12T12:00:00.000Z' });
    const pending = release({ _id: 'pending', status: 'PENDING', displayStatus: 'PENDING', releaseDate: '2026-12-01T12:00:00.000Z' });
    const out = release({ _id: 'out', status: 'APPROVED', displayStatus: 'APPROVED', releaseDate: '2026-11-01T12:00:00.000Z' });
    expect(chooseNextStep({ ...settled, hasPhoto: false, releases: [later, pending, out, sooner] })).toEqual({
      kind: 'going-live',
      release: sooner,
      date: '2026-12-12T12:00:00.000Z',
    });
  });

  it('asks for a photo when nothing more pressing is left, and otherwise for the next release', () => {
    expect(chooseNextStep({ ...settled, hasPhoto: false })).toEqual({ kind: 'add-photo' });
    expect(chooseNextStep(settled)).toEqual({ kind: 'next-release' });
  });
});
