import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPreview } from './audio-preview';

const howls: FakeHowl[] = [];
class FakeHowl {
  at = 0;
  play = vi.fn();
  pause = vi.fn();
  stop = vi.fn();
  unload = vi.fn();
  constructor(public options: { onload?: () => void }) {
    howls.push(this);
  }
  duration = () => 200;
  seek(seconds?: number) {
    if (seconds === undefined) return this.at;
    this.at = seconds;
    return this;
  }
}
vi.mock('howler', () => ({ Howl: FakeHowl }));
// The waveform's peaks are beside the point here.
vi.mock('./compute-peaks', () => ({ computePeaks: () => new Promise(() => undefined), WAVEFORM_SAMPLE_RATE: 8000 }));

const file = new Blob(['RIFF'], { type: 'audio/wav' });

function renderPreview() {
  render(<AudioPreview src="https://files.test/night.wav" file={file} name="Night Drive" duration={200} />);
  return screen.getByRole('slider', { name: 'Position in Night Drive' });
}

beforeEach(() => {
  howls.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:night');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('AudioPreview seeking', () => {
  it('says where the playhead is, in words: "0:00 of 3:20"', () => {
    const slider = renderPreview();
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 3:20');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '200');
  });

  it('moves the playhead 5 s with the arrow keys, and to the start and the end with Home and End', async () => {
    const user = userEvent.setup();
    const slider = renderPreview();
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuetext', '0:15 of 3:20');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', '0:10 of 3:20');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', '3:20 of 3:20');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '200');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 3:20');
  });

  it('keeps the playhead of a picked file when its upload completes and the stored address comes', async () => {
    const user = userEvent.setup();
    const picked = new File(['RIFF'], 'night.wav', { type: 'audio/wav' });
    const { rerender } = render(<AudioPreview src={null} file={picked} name="Night Drive" duration={200} />);
    const slider = screen.getByRole('slider', { name: 'Position in Night Drive' });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    rerender(<AudioPreview src="https://files.test/night.wav" file={picked} name="Night Drive" duration={200} />);
    expect(slider).toHaveAttribute('aria-valuetext', '0:10 of 3:20');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await screen.findByRole('button', { name: 'Pause' });
    expect(howls[0]!.at).toBe(10);
  });

  it('puts the playhead where the waveform is clicked', () => {
    const slider = renderPreview();
    vi.spyOn(slider, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 400, top: 0, height: 38, right: 500, bottom: 38, x: 100, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(slider, { button: 0, clientX: 200, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuetext', '0:50 of 3:20');
    fireEvent.pointerDown(slider, { button: 0, clientX: 900, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuetext', '3:20 of 3:20');
  });

  it('plays from where the playhead was put, seeks the playing audio, and pauses where it is', async () => {
    const user = userEvent.setup();
    const slider = renderPreview();
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await screen.findByRole('button', { name: 'Pause' });
    const howl = howls[0]!;
    expect(howl.at).toBe(10);
    expect(howl.play).toHaveBeenCalledTimes(1);

    howl.at = 65;
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '1:05 of 3:20'));
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(howl.at).toBe(70);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(howl.pause).toHaveBeenCalled();
    expect(howl.stop).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    act(() => undefined);
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^1:1\d of 3:20$/);
  });
});
