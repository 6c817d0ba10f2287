import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork, type Scope, type StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $modalsOpen } from '@/entities/general-store';
import { releaseQueries, type AudioUpload, type ReleaseOptions } from '@/entities/release';
import { $session, $sessionStarted, initialSessionState } from '@/entities/session';
import { makeUser } from '@/entities/session/index.testing';
import { createQueryClient } from '@/shared/api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toaster } from '@/shared/ui';
import { EMPTY_FIELDS, type DraftFields } from '../model/details-schema';
import { $cover, $coverCheck, $fields, $step, loadDraftFx, readAudioFileFx, type CoverCheck, type WizardStep } from '../model/wizard';
import { CreateReleaseModal } from './create-release-modal';

// The resumable upload answers as the test's server says, like the other uploads (FakeRequest.respond).
vi.mock('../api/create-release-api', async (original) => {
  const { ApiError } = await import('@/shared/api');
  /** The upload's file as a form part (`field`) answered by the test's server at /api/uploads. */
  const answered = (field: string, file: File) => {
    const form = new FormData();
    form.append(field, file, file.name);
    const answer = FakeRequest.respond('/api/uploads', form);
    const body = answer?.body as { message?: string } | undefined;
    const result =
      answer && answer.status < 300
        ? Promise.resolve(answer.body)
        : Promise.reject(new ApiError({ status: answer?.status ?? 0, kind: 'http', message: body?.message ?? '', body }));
    return { result, pause: () => undefined, resume: () => undefined, cancel: () => undefined };
  };
  return {
    ...(await original<object>()),
    uploadReleaseCover(file: File) {
      FakeRequest.coverUploads.push(file);
      return answered('image', file);
    },
    uploadReleaseAudio: (file: File) => answered('audio', file),
  };
});

type StorePair<T> = [StoreWritable<T>, T];

type Answer = { status: number; body: unknown };

/** XMLHttpRequest as `uploadWithProgress` uses it, answered by `respond` (by path). */
class FakeRequest {
  static respond: (url: string, body: FormData) => Answer | null = () => null;
  static sent: { url: string; body: FormData }[] = [];
  /** Covers handed to the resumable upload (mocked above). */
  static coverUploads: File[] = [];
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  url = '';
  onload?: () => void;
  onabort?: () => void;
  onerror?: () => void;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    FakeRequest.sent.push({ url: this.url, body });
    const answer = FakeRequest.respond(this.url, body);
    if (!answer) return;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
}

const user = makeUser({
  _id: 'u1',
  firstName: 'Nia',
  lastName: 'Cole',
  displayName: 'Nia Cole',
  artists: [{ _id: 'r1', _artist: { _id: 'a1', name: 'Luna Vale' } }],
});

const options: ReleaseOptions = {
  primaryGenres: ['Pop', 'Rock'],
  genres: ['Pop', 'Rock', 'Synthwave'],
  languages: [
    { code: 'zxx', name: 'Instrumental' },
    { code: 'en', name: 'English' },
  ],
  countries: [{ code: 'US', name: 'United States' }],
};

function png(width: number, height: number, name = 'cover.png'): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

const validImage = { isValid: true, width: 3000, height: 3000, density: 72, format: 'png', colorSpace: 'srgb', reasons: [], uploadId: 'c0ffee0000000000000000aa' };
const upload: AudioUpload = {
  source: 'https://files.test/a.wav',
  audio: { bucket: 'audio', location: 'a.wav' },
  metadata: { container: 'WAV', sampleRate: 48000, bitsPerSample: 24, duration: 184 },
};
const completeFields: DraftFields = {
  ...EMPTY_FIELDS,
  title: 'Night Drive',
  format: 'EP',
  label: 'Moon Records',
  primaryGenre: 'Pop',
  audioLanguage: 'English',
  releaseDate: '12/01/2026',
  originalReleaseDate: '12/01/2026',
};

interface RenderOptions {
  step?: WizardStep;
  fields?: DraftFields;
  withCover?: boolean;
}

function renderWizard({ step = 0, fields = EMPTY_FIELDS, withCover = false }: RenderOptions = {}) {
  const scope: Scope = fork({
    values: [
      [$session, { ...initialSessionState, token: 't', user }],
      [$sessionStarted, true],
      [$modalsOpen, { releaseCreate: true }],
      [$step, step],
      [$fields, fields],
      ...(withCover
        ? [
            [$cover, png(3000, 3000)] satisfies StorePair<File | null>,
            [$coverCheck, { status: 'valid', info: { type: 'png', width: 3000, height: 3000 } }] satisfies StorePair<CoverCheck>,
          ]
        : []),
    ],
    handlers: [
      [loadDraftFx, () => null],
      [readAudioFileFx, () => null],
    ],
  });
  const client = createQueryClient();
  client.setQueryData(releaseQueries.options().queryKey, options);
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <CreateReleaseModal open /> },
      { path: '/dashboard/releases/:id/edit', element: <p>Edit page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={client}>
      <Provider value={scope}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
  return { scope, router };
}

let toast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  FakeRequest.sent = [];
  FakeRequest.coverUploads = [];
  FakeRequest.respond = () => null;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  toast = vi.spyOn(toaster, 'create');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockRestore();
  localStorage.clear();
});

describe('Create Release wizard', () => {
  it('holds Next on step 0 until the cover passed the check, a title and a format are given', async () => {
    FakeRequest.respond = (url) => (url.endsWith('/uploads') ? { status: 200, body: validImage } : null);
    renderWizard();
    const dialog = await screen.findByRole('dialog', { name: 'Add Release' });
    expect(dialog).toHaveAccessibleDescription('Step 1 of 4');
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();

    await userEvent.upload(within(dialog).getByLabelText('Cover art'), png(3000, 3000));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Upload Success', duration: 3000 })));
    expect(within(dialog).getByText('PNG · 3000×3000 px · 1:1')).toBeInTheDocument();
    expect(FakeRequest.coverUploads.map((file) => file.name)).toEqual(['cover.png']);
    expect(next).toBeDisabled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Night Drive');
    expect(next).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Release Format/ }), 'SINGLE');
    expect(next).toBeEnabled();
    await userEvent.click(next);
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm your artwork meets these requirements' });
    expect(confirm).toHaveAccessibleDescription('Step 2 of 4');
    expect(screen.getByText('Not blurry')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'change artwork' }));
    expect(await screen.findByRole('dialog', { name: 'Add Release' })).toHaveAccessibleDescription('Step 1 of 4');
  });

  it('lists why a cover was refused and says so for 5 s', async () => {
    FakeRequest.respond = () => ({
      status: 200,
      body: {
        ...validImage,
        isValid: false,
        density: 70,
        message: 'Cover art must be at least 72 ppi.',
        reasons: [{ code: 'LOW_DENSITY', field: 'coverArt', message: 'Cover art must be at least 72 ppi.' }],
      },
    });
    renderWizard();
    const dialog = await screen.findByRole('dialog', { name: 'Add Release' });
    await userEvent.upload(within(dialog).getByLabelText('Cover art'), png(3000, 3000));
    const reasons = await within(dialog).findByRole('alert', { name: 'Why the cover art was refused' });
    expect(reasons).toHaveTextContent('Cover art must be at least 72 ppi.');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Cover art must be at least 72 ppi.', duration: 5000 }));
  });

  it('refuses a small cover in the browser without uploading it', async () => {
    renderWizard();
    const dialog = await screen.findByRole('dialog', { name: 'Add Release' });
    await userEvent.upload(within(dialog).getByLabelText('Cover art'), png(2999, 2999));
    expect(await within(dialog).findByText('Cover art must be at least 3000x3000 pixels.')).toBeInTheDocument();
    expect(FakeRequest.sent).toHaveLength(0);
    expect(FakeRequest.coverUploads).toHaveLength(0);
  });

  it('shows the stored audio format with the HD label, and the server refusal on the field', async () => {
    FakeRequest.respond = (_url, body) =>
      (body.get('audio') as File).name === 'bad.wav'
        ? { status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', code: 'UNSUPPORTED_CONTAINER', message: 'Audio must be a WAV or FLAC file, not MPEG.' } }
        : { status: 200, body: upload };
    renderWizard({ step: 2, fields: { ...completeFields, format: 'SINGLE' }, withCover: true });
    const dialog = await screen.findByRole('dialog', { name: 'Upload Audio Files' });
    expect(dialog).toHaveAccessibleDescription('Step 3 of 4');
    expect(within(dialog).getByText('HD WAV and HD FLAC: 24-bit at 44.1, 48, 88.2, 96 or 192 kHz')).toBeInTheDocument();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();

    await userEvent.upload(within(dialog).getByLabelText('Audio file'), new File(['ID3'], 'bad.wav', { type: 'audio/wav' }));
    expect(await within(dialog).findByText('Audio must be a WAV or FLAC file, not MPEG.')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'change file' }));
    await userEvent.upload(within(dialog).getByLabelText('Audio file'), new File(['RIFF'], 'night.wav', { type: 'audio/wav' }));
    const format = await within(dialog).findByLabelText('Audio format');
    expect(format).toHaveTextContent('WAV');
    expect(format).toHaveTextContent('24-bit');
    expect(format).toHaveTextContent('48 kHz');
    expect(within(format).getByText('HD')).toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('shows the details errors in spec 2 wording and keeps submit off until the form is valid', async () => {
    renderWizard({ step: 3, fields: { ...completeFields, title: '', audioLanguage: '' }, withCover: true });
    const dialog = await screen.findByRole('dialog', { name: 'Add Release Details' });
    expect(dialog).toHaveAccessibleDescription('Step 4 of 4');
    const submit = within(dialog).getByRole('button', { name: 'submit' });
    expect(submit).toBeDisabled();
    const [title] = within(dialog).getAllByRole('textbox', { name: /^Title/ }) as [HTMLElement];
    await userEvent.click(title);
    await userEvent.tab();
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    await userEvent.type(title, 'Night Drive');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Audio Language/ }), 'Instrumental');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('asks before closing with changes: Cancel keeps it, "Close without saving" closes', async () => {
    const { scope } = renderWizard();
    const dialog = await screen.findByRole('dialog', { name: 'Add Release' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Night');
    await userEvent.click(within(dialog).getByRole('button', { name: 'cancel' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Unsaved Changes' });
    await waitFor(() => userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(scope.getState($modalsOpen).releaseCreate).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The prompt opens over the wizard and takes pointer events once its layer is set up (a frame
    // later): until then user-event refuses the click, as the browser would ignore it.
    const closeWithoutSaving = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close without saving' });
    await waitFor(() => userEvent.click(closeWithoutSaving));
    await waitFor(() => expect(scope.getState($modalsOpen).releaseCreate).toBe(false));
    expect(scope.getState($fields)).toEqual(EMPTY_FIELDS);
  });

  it('creates the draft and opens its edit page', async () => {
    FakeRequest.respond = (url) => (url.endsWith('/releases/drafts') ? { status: 201, body: { _id: 'rel-42' } } : null);
    const { router, scope } = renderWizard({ step: 3, fields: completeFields, withCover: true });
    const dialog = await screen.findByRole('dialog', { name: 'Add Release Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/releases/rel-42/edit'));
    const sent = FakeRequest.sent.at(-1)!.body;
    expect(sent.get('artistId')).toBe('a1');
    expect(sent.get('releaseDate')).toBe('2026-12-01T12:00:00.000Z');
    // A cover restored with the draft (no upload named) goes as the file.
    expect(sent.get('coverArt')).toBeInstanceOf(File);
    expect(scope.getState($modalsOpen).releaseCreate).toBe(false);
    expect(scope.getState($step)).toBe(0);
  });

  it('shows a failed create in a red 7 s toast with the server message, and its fields', async () => {
    FakeRequest.respond = () => ({
      status: 422,
      body: {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'Release draft is invalid, please fix the errors and try again',
        fields: [{ field: 'label', message: 'Label is too long.' }],
      },
    });
    renderWizard({ step: 3, fields: completeFields, withCover: true });
    const dialog = await screen.findByRole('dialog', { name: 'Add Release Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'submit' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ type: 'error', title: 'Release draft is invalid, please fix the errors and try again', duration: 7000 }),
    );
    expect(await within(dialog).findByText('Label is too long.')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
