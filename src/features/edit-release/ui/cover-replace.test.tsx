import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReleaseFixture } from '../testing/release-fixture';
import { CoverReplace } from './cover-replace';

/** The resumable cover upload, driven by the test. */
const upload = await vi.hoisted(async () => (await import('@/shared/api/index.testing')).drivenUpload());
vi.mock('../api/edit-release-api', async (original) => ({
  ...(await original<object>()),
  uploadReleaseCover: upload.start,
}));

const UPLOAD_ID = 'c0ffee0000000000000000aa';
const checked = (reasons: { code: string; field: 'coverArt'; message: string }[] = []) => ({
  isValid: reasons.length === 0,
  width: 3000,
  height: 3000,
  density: 72,
  format: 'png',
  colorSpace: 'srgb',
  reasons,
  uploadId: UPLOAD_ID,
});

class FakeRequest {
  static sent: FakeRequest[] = [];
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  method = '';
  url = '';
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  onload?: () => void;
  onabort?: () => void;
  onerror?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  body: unknown = null;
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** A PNG's signature and IHDR: enough for the browser's size check. */
function png(size: number): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, size);
  view.setUint32(20, size);
  return new File([bytes], 'cover.png', { type: 'image/png' });
}

const release = makeReleaseFixture();

function renderCover() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <CoverReplace release={release} editable />
    </QueryClientProvider>,
  );
  const input = view.container.querySelector('input[type=file]') as HTMLInputElement;
  return { client, input };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRequest.sent = [];
  upload.started = 0;
});

describe('changing the cover art on the edit page', () => {
  it('refuses a cover under 3000×3000 in the browser, sending nothing', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const { input } = renderCover();
    await userEvent.setup().upload(input, png(2999));
    expect(await screen.findByRole('alert', { name: 'Why the cover art was refused' })).toHaveTextContent('3000');
    expect(FakeRequest.sent).toHaveLength(0);
    expect(upload.started).toBe(0);
  });

  it('sends a good cover to the draft and keeps the release the server answers', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const { client, input } = renderCover();
    const user = userEvent.setup();
    await user.upload(input, png(3000));
    await waitFor(() => expect(upload.started).toBe(1));
    act(() => upload.progress({ loaded: 20 * 1_048_576, total: 40 * 1_048_576, percent: 50 }));
    expect(screen.getByRole('progressbar', { name: 'Cover upload' })).toHaveAttribute('aria-valuenow', '50');
    await user.click(screen.getByRole('button', { name: 'Pause upload' }));
    await user.click(screen.getByRole('button', { name: 'Resume upload' }));
    expect(upload.calls).toEqual(['pause', 'resume']);
    await act(async () => upload.settle.resolve(checked()));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const request = FakeRequest.sent[0]!;
    expect([request.method, new URL(request.url, 'http://app.test').pathname]).toEqual(['PUT', `/api/releases/drafts/${release._id}/cover`]);
    expect((request as unknown as { body: FormData }).body.get('coverUpload')).toBe(UPLOAD_ID);
    const saved = { ...release, coverArt: { bucket: 'local', location: 'covers/new.png', url: 'https://files.test/new.png' } };
    await act(async () => request.answer(200, saved));
    expect(client.getQueryData(['releases', 'detail', release._id])).toEqual(saved);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the rules the server's check finds, and makes nothing the cover", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const { input } = renderCover();
    await userEvent.setup().upload(input, png(3000));
    await waitFor(() => expect(upload.started).toBe(1));
    await act(async () => upload.settle.resolve(checked([{ code: 'NOT_RGB', field: 'coverArt', message: 'Cover art must be in RGB colour.' }])));
    expect(await screen.findByRole('alert', { name: 'Why the cover art was refused' })).toHaveTextContent('Cover art must be in RGB colour.');
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it("shows the server's cover rule when the draft refuses it", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const { input } = renderCover();
    await userEvent.setup().upload(input, png(3000));
    await waitFor(() => expect(upload.started).toBe(1));
    await act(async () => upload.settle.resolve(checked()));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const refusal = {
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Release draft is invalid, please fix the errors and try again',
      fields: [{ field: 'coverArt', code: 'LOW_DENSITY', message: 'Cover art must be at least 72 ppi.' }],
    };
    await act(async () => FakeRequest.sent[0]!.answer(422, refusal));
    expect(screen.getByRole('alert', { name: 'Why the cover art was refused' })).toHaveTextContent('Cover art must be at least 72 ppi.');
  });
});
