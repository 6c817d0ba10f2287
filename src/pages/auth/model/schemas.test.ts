import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { loginSchema, resetPasswordSchema, SIGNUP_MESSAGES, signupSchema, verifyCodeSchema } from './schemas';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const VALID = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  artistName: 'Ada L',
  password: 'correct-horse',
  phoneNumber: '+1 212 555 0100',
  acceptUserAgreement: 'on',
};

describe('sign-up schema (spec 1 §5)', () => {
  it('uses the spec messages verbatim', () => {
    expect(SIGNUP_MESSAGES).toEqual({
      firstNameRequired: 'First name required',
      lastNameRequired: 'Last name required',
      emailRequired: 'Email is required',
      emailInvalid: 'Email must be a valid email address',
      artistNameRequired: 'Artist name is required',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 8 characters',
      phoneNumberRequired: 'Phone number is required',
    });
  });

  it('reports every required field of an empty form', () => {
    const result = parseWithZod(form({}), { schema: signupSchema }).reply();
    expect(result.error).toEqual({
      firstName: ['First name required'],
      lastName: ['Last name required'],
      email: ['Email is required'],
      artistName: ['Artist name is required'],
      password: ['Password is required'],
      phoneNumber: ['Phone number is required'],
      acceptUserAgreement: ['Accept the user agreement to create an account.'],
    });
  });

  it('needs the user agreement accepted (spec 2 §9)', () => {
    const { acceptUserAgreement: _ticked, ...unticked } = VALID;
    expect(parseWithZod(form(unticked), { schema: signupSchema }).reply().error).toEqual({
      acceptUserAgreement: ['Accept the user agreement to create an account.'],
    });
  });

  it('treats blank text as missing', () => {
    const result = parseWithZod(form({ ...VALID, firstName: '   ' }), { schema: signupSchema }).reply();
    expect(result.error).toEqual({ firstName: ['First name required'] });
  });

  it('refuses names with line breaks or control characters, with the contract messages', () => {
    const result = parseWithZod(form({ ...VALID, firstName: 'Security Team\nYour account', lastName: 'Love\tlace', artistName: 'Ada\u0085L' }), {
      schema: signupSchema,
    }).reply();
    expect(result.error).toEqual({
      firstName: ['First name cannot contain line breaks or control characters'],
      lastName: ['Last name cannot contain line breaks or control characters'],
      artistName: ['Artist name cannot contain line breaks or control characters'],
    });
    expect(parseWithZod(form({ ...VALID, firstName: 'Zoë', lastName: "O'Brien 漢字" }), { schema: signupSchema }).reply().error).toBeUndefined();
  });

  it('checks the email format and the password length', () => {
    const result = parseWithZod(form({ ...VALID, email: 'ada@', password: '1234567' }), { schema: signupSchema }).reply();
    expect(result.error).toEqual({
      email: ['Email must be a valid email address'],
      password: ['Password must be at least 8 characters'],
    });
  });

  it('accepts the optional invite fields and drops blank ones', () => {
    const ok = parseWithZod(form({ ...VALID, inviteCode: 'abc', artistId: '', inviteeEmail: 'ada@example.test' }), {
      schema: signupSchema,
    });
    expect(ok.status).toBe('success');
    expect(ok.status === 'success' && ok.value).toEqual({
      ...VALID,
      acceptUserAgreement: true,
      inviteCode: 'abc',
      inviteeEmail: 'ada@example.test',
    });
  });
});

describe('sign-up limits of the contract', () => {
  it('rejects an implausible phone number and over-long fields with the contract messages', () => {
    const result = parseWithZod(
      form({ ...VALID, phoneNumber: 'call me', firstName: 'x'.repeat(101), password: 'p'.repeat(129) }),
      { schema: signupSchema },
    ).reply();
    expect(result.error).toEqual({
      phoneNumber: ['Phone number must be a valid phone number'],
      firstName: ['First name must be at most 100 characters'],
      password: ['Password must be at most 128 characters'],
    });
  });
});

describe('other auth schemas', () => {
  it('login needs email and password', () => {
    expect(parseWithZod(form({}), { schema: loginSchema }).reply().error).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('the verification code is six digits', () => {
    expect(parseWithZod(form({ email: 'a@b.test', code: '12345' }), { schema: verifyCodeSchema }).status).toBe('error');
    expect(parseWithZod(form({ email: 'a@b.test', code: '12a456' }), { schema: verifyCodeSchema }).status).toBe('error');
    expect(parseWithZod(form({ email: 'a@b.test', code: '123456' }), { schema: verifyCodeSchema }).status).toBe('success');
  });

  it('the reset passwords must match', () => {
    expect(
      parseWithZod(form({ password: 'brand-new-pass', confirmPassword: 'brand-new-pasz' }), { schema: resetPasswordSchema }).reply()
        .error,
    ).toEqual({ confirmPassword: ['Passwords do not match'] });
  });
});
