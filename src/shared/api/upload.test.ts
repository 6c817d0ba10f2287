import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/shared/lib/session-token';
import { uploadWithProgress } from './upload';

class FakeRequest {
  static last: FakeRequest;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  sent: unknown;
  onload?: () => void;
  onabort?: () => void;
  onerror?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
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

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('uploadWithProgress', () => {
  it('sends the form with the bearer token, reports progress and answers the body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    tokenStore.set('token-1');
    const progress = vi.fn();
    const form = new FormData();
    const answer = uploadWithProgress('/releases/drafts/upload-audio', form, { onProgress: progress });
    const request = FakeRequest.last;
    request.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 1024 });
    request.answer(200, { source: 'x' });
    await expect(answer).resolves.toEqual({ source: 'x' });
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/api\/releases\/drafts\/upload-audio$/);
    expect(request.headers.Authorization).toBe('Bearer token-1');
    expect(request.sent).toBe(form);
    expect(progress).toHaveBeenCalledWith({ loaded: 512, total: 1024, percent: 50 });
  });

  it("fails with the server's message", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const answer = uploadWithProgress('/releases/drafts/upload-audio', new FormData());
    FakeRequest.last.answer(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'This file is not audio.' });
    await expect(answer).rejects.toMatchObject({ status: 422, message: 'This file is not audio.' });
  });

  it('fills path parameters and is cancelled by its signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const controller = new AbortController();
    const answer = uploadWithProgress('/releases/drafts/{id}', new FormData(), { method: 'PUT', signal: controller.signal }, { id: 'abc' });
    expect(FakeRequest.last.url).toMatch(/\/api\/releases\/drafts\/abc$/);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ kind: 'canceled' });
  });

  it('sends nothing while the browser is offline, and says so', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    vi.stubGlobal('navigator', { onLine: false });
    const before = FakeRequest.last;
    const answer = uploadWithProgress('/user/photo', new FormData());
    await expect(answer).rejects.toMatchObject({
      kind: 'network',
      message: "You're offline. Nothing was sent: try again when you're back online.",
    });
    expect(FakeRequest.last).toBe(before);
  });
});
