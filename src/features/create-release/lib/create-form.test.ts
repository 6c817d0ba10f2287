import { describe, expect, it } from 'vitest';
import type { AudioUpload } from '@/entities/release';
import { EMPTY_FIELDS } from '../model/details-schema';
import { appendPart, buildCreateForm } from './create-form';

const cover = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cover.jpg', { type: 'image/jpeg' });
const upload: AudioUpload = {
  source: 'https://files.test/a.wav',
  audio: { bucket: 'audio', location: 'u1/a.wav', url: 'https://files.test/a.wav' },
  metadata: { container: 'WAV', sampleRate: 48000, bitsPerSample: 24, duration: 184.2 },
};
const fields = {
  ...EMPTY_FIELDS,
  title: ' Night Drive ',
  format: 'SINGLE' as const,
  label: 'Moon Records',
  primaryGenre: 'Pop',
  secondaryGenre: 'N/A',
  audioLanguage: 'English',
  releaseDate: '12/01/2026',
  originalReleaseDate: '12/01/2026',
  isrc: 'us-rc1-76-07839',
  specifyClipStartTime: 'UserDefined' as const,
  clipStartTime: 12,
  clipEndTime: 42,
};

describe('the create-draft multipart form', () => {
  it('encodes a Single as spec 2 §7 says', async () => {
    const form = buildCreateForm({ artistId: 'a1', fields, cover, coverUploadId: null, audio: upload, duration: 184.2 });
    const entries = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
    expect(entries).toEqual({
      artistId: 'a1',
      title: 'Night Drive',
      format: 'SINGLE',
      label: 'Moon Records',
      primaryGenre: 'Pop',
      advisory: 'NONE',
      audioLanguage: 'English',
      releaseDate: '2026-12-01T12:00:00.000Z',
      originalReleaseDate: '2026-12-01T12:00:00.000Z',
      previouslyReleased: 'false',
      isrc: 'USRC17607839',
      duration: '184.2',
      specifyClipStartTime: 'UserDefined',
      clipStartTime: '12',
      clipEndTime: '42',
    });
    // Blank strings and "N/A" are left out.
    for (const name of ['titleVersion', 'secondaryGenre', 'recordingLocation', 'preOrderDate', 'upc']) expect(form.has(name)).toBe(false);
    const coverPart = form.get('coverArt') as File;
    expect(coverPart.name).toBe('cover.jpg');
    const audioPart = form.get('audio') as Blob;
    expect(audioPart.type).toBe('application/json');
    expect(JSON.parse(await audioPart.text())).toEqual({ bucket: 'audio', location: 'u1/a.wav' });
  });

  it('names the checked cover upload instead of sending the file again', () => {
    const form = buildCreateForm({ artistId: 'a1', fields, cover, coverUploadId: 'c0ffee0000000000000000aa', audio: upload, duration: 184.2 });
    expect([form.get('coverUpload'), form.has('coverArt')]).toEqual(['c0ffee0000000000000000aa', false]);
  });

  it('sends the previous distributor of a release that was out before, and only then', () => {
    const before = buildCreateForm({ artistId: 'a1', fields: { ...fields, previouslyReleased: 'on', previousDistributor: 'distrokid' }, cover, coverUploadId: null, audio: upload, duration: 184.2 });
    expect([before.get('previouslyReleased'), before.get('previousDistributor')]).toEqual(['true', 'distrokid']);
    const fresh = buildCreateForm({ artistId: 'a1', fields: { ...fields, previousDistributor: 'distrokid' }, cover, coverUploadId: null, audio: upload, duration: 184.2 });
    expect([fresh.get('previouslyReleased'), fresh.has('previousDistributor')]).toEqual(['false', false]);
  });

  it('sends no audio, duration, ISRC or clip for an Album', () => {
    const form = buildCreateForm({ artistId: 'a1', fields: { ...fields, format: 'ALBUM' }, cover, coverUploadId: null, audio: upload, duration: 184.2 });
    for (const name of ['audio', 'duration', 'isrc', 'specifyClipStartTime', 'clipStartTime', 'clipEndTime']) expect(form.has(name)).toBe(false);
  });

  it('leaves the clip times out when streaming services decide', () => {
    const form = buildCreateForm({ artistId: 'a1', fields: { ...fields, specifyClipStartTime: 'StreamingServices' }, cover, coverUploadId: null, audio: upload, duration: 1 });
    expect(form.get('specifyClipStartTime')).toBe('StreamingServices');
    expect(form.has('clipStartTime')).toBe(false);
  });

  it('joins arrays of strings with commas and sends arrays of objects as JSON', async () => {
    const form = new FormData();
    appendPart(form, 'stores', ['SPOTIFY', 'TIDAL']);
    appendPart(form, 'empty', []);
    appendPart(form, 'blank', '   ');
    appendPart(form, 'tracks', [{ isrc: 'USRC17607839' }]);
    expect(form.get('stores')).toBe('SPOTIFY,TIDAL');
    expect(form.has('empty')).toBe(false);
    expect(form.has('blank')).toBe(false);
    expect(JSON.parse(await (form.get('tracks') as Blob).text())).toEqual([{ isrc: 'USRC17607839' }]);
  });
});
