import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubApi } from '../lib/test-utils';
import { SignupPage } from './signup-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REQUIRED_MESSAGES = [
  'First name required',
  'Last name required',
  'Email is required',
  'Artist name is required',
  'Password is required',
  'Phone number is required',
  'Accept the user agreement to create an account.',
];

const AGREEMENTS = {
  agreements: [
    { type: 'USER_AGREEMENT', version: '2026-11-01', title: 'User agreement', sections: [{ heading: 'Your account', paragraphs: ['Keep your password to yourself.'] }] },
    { type: 'DISTRIBUTION_AGREEMENT', version: '2026-11-01', title: 'Distribution agreement', sections: [{ heading: 'Payouts', paragraphs: ['We pass on what the stores pay.'] }] },
  ],
};
const agreementsRoute = { 'GET /agreements': () => json(200, AGREEMENTS) };

async function renderSignup(url = '/signup') {
  return renderPage(<SignupPage />, { url, path: '/signup' });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'ada@example.test',
    'Artist name': 'Ada L',
    'Phone number': '+1 212 555 0100',
    Password: 'correct-horse',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('checkbox', { name: 'I accept the user agreement' }));
}

describe('/signup', () => {
  it('submitting the empty form shows every required message (spec 1 §5) under its field', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    await renderSignup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    for (const message of REQUIRED_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([]);
    // each message is tied to its control
    const firstName = screen.getByLabelText('First name', { exact: false, selector: 'input' });
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(expect.stringContaining('First name required'));
  });

  it('shows the invalid-email message', async () => {
    stubApi({});
    const user = userEvent.setup();
    await renderSignup();
    await fillValid(user, { Email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
  });

  it('shows the short-password message', async () => {
    stubApi({});
    const user = userEvent.setup();
    await renderSignup();
    await fillValid(user, { Password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('posts the artist sign-up and goes to /verify?email=…', async () => {
    const calls = stubApi({ ...agreementsRoute, 'POST /auth/artist-sign-up': () => json(201, { success: true }) });
    const user = userEvent.setup();
    const { router } = await renderSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(router.state.location.search).toBe('?email=ada%40example.test');
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      artistName: 'Ada L',
      phoneNumber: '+1 212 555 0100',
      password: 'correct-horse',
      acceptedUserAgreementVersion: '2026-11-01',
    });
  });

  it('an invite link fills the form from the invite and posts the invite sign-up', async () => {
    const calls = stubApi({
      'GET /auth/invites/ABC12345': () =>
        json(200, {
          inviteCode: 'ABC12345',
          inviteeEmail: 'ada@example.test',
          inviteeFirstName: 'Ada',
          inviteeLastName: 'Lovelace',
          inviteePhoneNumber: null,
          inviteeRole: 'ARTIST',
          artist: { platform: 'SPOTIFY', platformId: 'spotify-1', name: 'Ada L', image: null, artistId: null },
          invitedBy: 'Luna Vale',
          expiresAt: '2026-12-09T00:00:00.000Z',
        }),
      'POST /auth/invite-sign-up': () => json(201, { success: true }),
      ...agreementsRoute,
    });
    const user = userEvent.setup();
    await renderSignup('/signup?inviteCode=ABC12345&inviteeEmail=ada%40example.test');
    const email = await screen.findByLabelText('Email', { exact: false, selector: 'input' });
    expect(email).toHaveValue('ada@example.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name', { exact: false, selector: 'input' })).toHaveValue('Ada');
    expect(screen.getByLabelText('Artist name', { exact: false, selector: 'input' })).toHaveValue('Ada L');
    await user.type(screen.getByLabelText('Phone number', { exact: false, selector: 'input' }), '+1 212 555 0100');
    await user.type(screen.getByLabelText('Password', { exact: false, selector: 'input' }), 'correct-horse');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the user agreement' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/auth/invite-sign-up')).toHaveLength(1));
    expect(calls.find((call) => call.path === '/auth/invite-sign-up')?.body).toMatchObject({
      acceptedUserAgreementVersion: '2026-11-01',
      inviteCode: 'ABC12345',
      artistId: 'spotify-1',
      inviteeEmail: 'ada@example.test',
      email: 'ada@example.test',
    });
  });

  it('an unusable invite says so and leaves the ordinary sign-up', async () => {
    stubApi({
      'GET /auth/invites/GONE2345': () =>
        json(404, { statusCode: 404, error: 'Not Found', message: 'This invitation has expired.' }),
    });
    await renderSignup('/signup?inviteCode=GONE2345&inviteeEmail=ada%40example.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired.');
    const email = screen.getByLabelText('Email', { exact: false, selector: 'input' });
    expect(email).toHaveValue('ada@example.test');
    expect(email).not.toHaveAttribute('readonly');
  });

  it('shows the API message when sign-up fails, and disables the button while submitting', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi({
      ...agreementsRoute,
      'POST /auth/artist-sign-up': async () => {
        await gate;
        return json(409, { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' });
      },
    });
    const user = userEvent.setup();
    await renderSignup();
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Create account' });
    await user.click(button);
    await vi.waitFor(() => expect(button).toBeDisabled());
    release();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('An account with this email already exists')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('is busy from the click, while the agreement version is read, and sends once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = stubApi({
      'GET /agreements': async () => {
        await gate;
        return json(200, AGREEMENTS);
      },
      'POST /auth/artist-sign-up': () => json(201, { success: true }),
    });
    const user = userEvent.setup();
    await renderSignup();
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Create account' });
    await user.click(button);
    await vi.waitFor(() => expect(button).toBeDisabled());
    release();
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });

  it('refuses to send the form until the user agreement is accepted', async () => {
    const calls = stubApi(agreementsRoute);
    const user = userEvent.setup();
    await renderSignup();
    await fillValid(user);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the user agreement' });
    await user.click(checkbox); // unticked again
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Accept the user agreement to create an account.')).toBeInTheDocument();
    expect(checkbox).toHaveAccessibleDescription('Accept the user agreement to create an account.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the user agreement to read in a dialog', async () => {
    stubApi(agreementsRoute);
    const user = userEvent.setup();
    await renderSignup();
    await user.click(screen.getByRole('button', { name: 'Read the user agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'User agreement' });
    expect(await within(dialog).findByText('Keep your password to yourself.')).toBeInTheDocument();
    expect(within(dialog).getByText('Version of 2026-11-01')).toBeInTheDocument();
  });

  it('says so when the user agreement changed meanwhile (409 AGREEMENT_VERSION_OUTDATED)', async () => {
    stubApi({
      ...agreementsRoute,
      'POST /auth/artist-sign-up': () =>
        json(409, { statusCode: 409, error: 'Conflict', message: 'The user agreement has changed.', code: 'AGREEMENT_VERSION_OUTDATED', agreementType: 'USER_AGREEMENT', currentVersion: '2027-01-01' }),
    });
    const user = userEvent.setup();
    await renderSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The agreement has changed. Read the current version and accept it.');
  });

  it('links to sign in', async () => {
    stubApi({});
    await renderSignup();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
