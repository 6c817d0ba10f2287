import { describe, expect, it } from 'vitest';
import { RELEASE_RULE_CODES, RELEASE_RULES, releaseRuleViolations, rulesAt, type RuleRelease } from './release-rules';

const ready: RuleRelease = {
  artistId: 'a'.repeat(24),
  title: 'Song',
  hasCover: true,
  format: 'SINGLE',
  audioLanguage: 'English',
  primaryGenre: 'Pop',
  secondaryGenre: null,
  label: 'Label',
  releaseDate: '2027-03-01T12:00:00.000Z',
  originalReleaseDate: '2027-03-01T12:00:00.000Z',
  preOrderDate: null,
  previouslyReleased: false,
  previousDistributor: null,
  territories: ['WORLD'],
  upc: null,
  clipStartTime: null,
  clipEndTime: null,
  artists: [{ role: 'PRIMARY_ARTIST' }],
  tracks: [{ title: 'Song', hasAudio: true, isrc: null, secondaryGenre: null, writers: [{ role: 'COMPOSER' }] }],
};
const codesOf = (release: RuleRelease, stage: 'draft' | 'review' | 'delivery' = 'review') => releaseRuleViolations(release, { stage }).map((entry) => entry.code);

describe('the release rules', () => {
  it('pass a complete release for review; delivery still needs the UPC and ISRCs the team assigns', () => {
    expect(releaseRuleViolations(ready, { stage: 'review' })).toEqual([]);
    expect(releaseRuleViolations(ready, { stage: 'delivery' })).toEqual([
      { code: 'UPC_MISSING', field: 'upc', message: 'The release has no UPC.' },
      { code: 'TRACK_ISRC_MISSING', field: 'tracks.0.isrc', message: 'Track 1 has no ISRC.' },
    ]);
    expect(codesOf({ ...ready, upc: '036000291452', tracks: [{ ...ready.tracks[0]!, isrc: 'QZDEL2600001' }] }, 'delivery')).toEqual([]);
  });

  it('ask every track for a songwriter: a composer or a lyricist, not an arranger or publisher alone', () => {
    const tracks = [
      { ...ready.tracks[0]!, writers: [] },
      { ...ready.tracks[0]!, writers: [{ role: 'PUBLISHER' }, { role: 'ARRANGER' }] },
      { ...ready.tracks[0]!, writers: [{ role: 'LYRICIST' }] },
    ];
    const broken = releaseRuleViolations({ ...ready, format: 'ALBUM', tracks }, { stage: 'review' });
    expect(broken).toEqual([
      { code: 'TRACK_WRITER_REQUIRED', field: 'tracks.0.writers', message: 'Add a songwriter (a composer or a lyricist): the stores need one for every track.' },
      { code: 'TRACK_WRITER_REQUIRED', field: 'tracks.1.writers', message: 'Add a songwriter (a composer or a lyricist): the stores need one for every track.' },
    ]);
  });

  it('name every missing field of an empty release, in reading order', () => {
    const empty: RuleRelease = {
      ...ready,
      artistId: null,
      title: null,
      hasCover: false,
      format: null,
      audioLanguage: null,
      primaryGenre: null,
      label: null,
      releaseDate: null,
      originalReleaseDate: null,
      artists: [],
      tracks: [],
    };
    expect(codesOf(empty)).toEqual([
      'TITLE_REQUIRED',
      'COVER_REQUIRED',
      'AUDIO_LANGUAGE_REQUIRED',
      'FORMAT_REQUIRED',
      'LABEL_REQUIRED',
      'RELEASE_DATE_REQUIRED',
      'ORIGINAL_RELEASE_DATE_REQUIRED',
      'PRIMARY_GENRE_REQUIRED',
      'ROSTER_ARTIST_REQUIRED',
      'PRIMARY_ARTIST_REQUIRED',
      'TRACKS_REQUIRED',
    ]);
  });

  it('keep the dates in order: original release on or before the release, pre-order before it', () => {
    expect(codesOf({ ...ready, originalReleaseDate: '2027-03-02T12:00:00.000Z', preOrderDate: '2027-03-01T12:00:00.000Z' })).toEqual([
      'ORIGINAL_RELEASE_DATE_AFTER_RELEASE',
      'PRE_ORDER_DATE_NOT_BEFORE_RELEASE',
    ]);
    expect(codesOf({ ...ready, originalReleaseDate: '2019-05-01T12:00:00.000Z', preOrderDate: '2027-02-01T12:00:00.000Z' })).toEqual([]);
  });

  it('check the identifiers the artist may give: a UPC with its check digit, one ISRC per track', () => {
    const twice = { ...ready.tracks[0]!, isrc: 'QZDEL2600001' };
    const broken = releaseRuleViolations({ ...ready, format: 'EP', upc: '036000291453', tracks: [twice, twice] }, { stage: 'draft' });
    expect(broken.map(({ code, field }) => [code, field])).toEqual([
      ['UPC_INVALID', 'upc'],
      ['TRACK_ISRC_DUPLICATE', 'tracks.1.isrc'],
    ]);
  });

  it('check the listed genres and languages only where the lists are given', () => {
    const odd = { ...ready, primaryGenre: 'Polka Fusion', audioLanguage: 'Klingon', secondaryGenre: 'Nope' };
    expect(codesOf(odd, 'draft')).toEqual([]);
    const lists = { primaryGenres: new Set(['Pop']), genres: new Set(['Pop']), languages: new Set(['English']), countries: new Set(['NO']) };
    expect(releaseRuleViolations(odd, { stage: 'draft', lists }).map((entry) => entry.code)).toEqual([
      'AUDIO_LANGUAGE_LISTED',
      'PRIMARY_GENRE_LISTED',
      'SECONDARY_GENRE_LISTED',
    ]);
  });

  it('ask a release that was out before for the day it first came out and its previous distributor', () => {
    const before = { ...ready, previouslyReleased: true };
    expect(releaseRuleViolations(before, { stage: 'review' })).toEqual([
      {
        code: 'PREVIOUS_RELEASE_DATE_EARLIER',
        field: 'originalReleaseDate',
        message: 'A release that was out before needs the day it first came out, before this release date.',
      },
      { code: 'PREVIOUS_DISTRIBUTOR_REQUIRED', field: 'previousDistributor', message: 'Choose the distributor the release was out with before.' },
    ]);
    expect(codesOf({ ...before, originalReleaseDate: '2019-05-01T12:00:00.000Z', previousDistributor: 'cdbaby' })).toEqual([]);
    expect(codesOf({ ...before, originalReleaseDate: '2027-04-01T12:00:00.000Z', previousDistributor: 'other' })).toEqual(['ORIGINAL_RELEASE_DATE_AFTER_RELEASE']);
    expect(codesOf({ ...ready, previousDistributor: null })).toEqual([]);
  });

  it('sell worldwide alone, or in listed countries each named once', () => {
    const countries = new Set(['NO', 'SE']);
    const territoryCodes = (territories: string[]) =>
      releaseRuleViolations({ ...ready, territories }, { stage: 'draft', lists: { primaryGenres: new Set(['Pop']), genres: new Set(), languages: new Set(['English']), countries } }).map(
        (entry) => `${entry.code} ${entry.field}`,
      );
    expect(territoryCodes(['WORLD'])).toEqual([]);
    expect(territoryCodes(['NO', 'SE'])).toEqual([]);
    for (const broken of [[], ['WORLD', 'NO'], ['NO', 'NO'], ['XX'], ['no']]) expect(territoryCodes(broken)).toEqual(['TERRITORIES_LISTED territories']);
    expect(codesOf({ ...ready, territories: ['XX'] }, 'draft')).toEqual([]);
  });

  it('hold each stage to the rules before it, and say for every rule where it is fixed', () => {
    expect(rulesAt({ stage: 'delivery', only: true })).toEqual(['UPC_MISSING', 'TRACK_ISRC_MISSING']);
    expect(rulesAt({ stage: 'delivery' })).toEqual(RELEASE_RULE_CODES);
    expect(rulesAt({ stage: 'review' })).toContain('TRACK_WRITER_REQUIRED');
    expect(rulesAt({ stage: 'draft' })).not.toContain('TRACK_WRITER_REQUIRED');
    expect(RELEASE_RULES.TRACK_WRITER_REQUIRED.fix).toEqual({ place: 'track', trackTab: 'writers', field: 'writers' });
    expect(RELEASE_RULES.LABEL_REQUIRED.fix).toEqual({ place: 'release', tab: 'dates', field: 'label' });
  });
});
