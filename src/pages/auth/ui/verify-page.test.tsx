import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/entities/session/index.testing';
import { tokenStore } from '@/shared/lib/session-token';
import { toaster } from '@/shared/ui';
import { json, renderPage, stubApi } from '../lib/test-utils';
import { VerifyPage } from './verify-page';

const USER = makeUser({ email: 'ada@example.test' });

beforeEach(() => tokenStore.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  tokenStore.clear();
});

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });

async function renderVerify(url = '/verify?email=ada%40example.test') {
  return renderPage(<VerifyPage />, { url, path: '/verify' });
}

describe('/verify', () => {
  it('has six labelled numeric boxes in a labelled group', async () => {
    stubApi({});
    await renderVerify();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(/ada@example\.test/)).toBeInTheDocument();
  });

  it('pasting a code fills every box (non-digits dropped)', async () => {
    stubApi({});
    await renderVerify();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 123-456 ' } });
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('pasting a full code into a later box still fills from the first', async () => {
    stubApi({});
    await renderVerify();
    fireEvent.paste(boxes()[3]!, { clipboardData: { getData: () => '654321' } });
    expect(boxes().map((box) => (box as HTMLInputElement).value).join('')).toBe('654321');
  });

  it('typing moves to the next box and Backspace on an empty box goes back', async () => {
    stubApi({});
    const user = userEvent.setup();
    await renderVerify();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '', '', '', '', '']);
  });

  it('asks for all six digits before calling the API', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    await renderVerify();
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a pasted code submits itself, stores the session and goes to /dashboard', async () => {
    const calls = stubApi({ 'POST /auth/verify-code': () => json(200, { success: true, token: 'tok', user: USER }) });
    const { router } = await renderVerify();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.map((call) => call.body)).toEqual([{ email: 'ada@example.test', code: '123456' }]);
    expect(tokenStore.get()).toBe('tok');
  });

  it('typing the sixth digit submits the code (once), with no click on Verify', async () => {
    const calls = stubApi({ 'POST /auth/verify-code': () => json(200, { success: true, token: 'tok', user: USER }) });
    const user = userEvent.setup();
    const { router } = await renderVerify();
    await user.click(boxes()[0]!);
    await user.keyboard('12345');
    expect(calls).toEqual([]);
    await user.keyboard('6');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.map((call) => call.body)).toEqual([{ email: 'ada@example.test', code: '123456' }]);
  });

  it('success false shows the answer message and stays', async () => {
    const calls = stubApi({ 'POST /auth/verify-code': () => json(200, { success: false, message: 'That code has expired' }) });
    const user = userEvent.setup();
    const { router } = await renderVerify();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('That code has expired');
    // Verify sends the same code again.
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/verify');
    expect(tokenStore.get()).toBeNull();
  });

  it('a rejected code shows the API message', async () => {
    stubApi({ 'POST /auth/verify-code': () => json(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid code' }) });
    await renderVerify();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '000000' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
  });

  it('"Resend code" posts {email, resend: true} and confirms with a toast', async () => {
    const create = vi.spyOn(toaster, 'create');
    const calls = stubApi({ 'POST /auth/verify-code': () => json(200, { success: true, message: 'A new code was sent' }) });
    const user = userEvent.setup();
    await renderVerify();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'A new code was sent' })));
    expect(calls[0]?.body).toEqual({ email: 'ada@example.test', resend: true });
  });

  it('without ?email it asks for the address', async () => {
    stubApi({});
    await renderVerify('/verify');
    expect(screen.getByLabelText('Email', { exact: false, selector: 'input' })).toBeInTheDocument();
  });
});
