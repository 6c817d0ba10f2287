import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taggedFlacHead } from '@/shared/ui/audio-preview/index.testing';
import { TrackAudioUpload } from './track-audio-upload';

class FakeRequest {
  static last: FakeRequest;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  onload?: () => void;
  onabort?: () => void;
  onerror?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const wav = () => new File(['RIFF'], 'glacier-run.wav', { type: 'audio/wav' });
const stored = { bucket: 'releases', location: 'audio/glacier-run.wav' };

afterEach(() => vi.unstubAllGlobals());

describe('track audio upload', () => {
  it('shows the progress, then hands over the stored audio with its duration and metadata line', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const uploaded = vi.fn();
    const { container } = render(<TrackAudioUpload audio={null} duration={null} onUploaded={uploaded} />);
    await userEvent.setup().upload(container.querySelector('input[type=file]') as HTMLInputElement, wav());
    act(() => FakeRequest.last.upload.onprogress?.({ lengthComputable: true, loaded: 40 * 1_048_576, total: 100 * 1_048_576 }));
    expect(screen.getByText('40.0 MB of 100.0 MB · 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Audio upload' })).toHaveAttribute('aria-valuenow', '40');
    const metadata = { container: 'WAV', sampleRate: 48000, bitsPerSample: 24, duration: 201.4 };
    await act(async () => FakeRequest.last.answer(200, { source: 'https://files.test/a.wav', audio: stored, metadata }));
    expect(uploaded).toHaveBeenCalledWith(stored, metadata);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the picked file’s format at once and hands over its tags, before the upload ends', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const read = vi.fn();
    const { container } = render(<TrackAudioUpload audio={null} duration={null} onUploaded={vi.fn()} onFileRead={read} />);
    const head = taggedFlacHead({ rate: 96_000, bits: 24, channels: 2, seconds: 3 }, { TITLE: 'Glacier Run', ISRC: 'USRC17607839' });
    await userEvent.setup().upload(container.querySelector('input[type=file]') as HTMLInputElement, new File([head], 'glacier-run.flac', { type: 'audio/flac' }));
    expect(await screen.findByText(/FLAC · 24-bit · 96 kHz · HD/)).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ tags: expect.objectContaining({ title: 'Glacier Run', isrc: 'USRC17607839' }) }));
    expect(screen.getByRole('progressbar', { name: 'Audio upload' })).toBeInTheDocument();
  });

  it('cancels an upload without an error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const uploaded = vi.fn();
    const { container } = render(<TrackAudioUpload audio={stored} duration={201.4} onUploaded={uploaded} />);
    expect(screen.getByText('03:21')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, wav());
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByRole('button', { name: 'Change audio' })).toBeInTheDocument();
    expect(uploaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s reason when the audio is refused', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const { container } = render(<TrackAudioUpload audio={null} duration={null} onUploaded={vi.fn()} />);
    await userEvent.setup().upload(container.querySelector('input[type=file]') as HTMLInputElement, wav());
    const message = 'Audio must be a WAV or FLAC file, not MPEG.';
    await act(async () => FakeRequest.last.answer(422, { statusCode: 422, error: 'Unprocessable Entity', message, code: 'UNSUPPORTED_CONTAINER' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
