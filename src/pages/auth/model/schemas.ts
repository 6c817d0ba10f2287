import { ONE_LINE, oneLineMessage, z } from '@/shared/lib/zod';
import { VERIFICATION_CODE_LENGTH } from '../config/verification';

/** Spec 1 §5 "Sign-up form" messages, verbatim. */
export const SIGNUP_MESSAGES = {
  firstNameRequired: 'First name required',
  lastNameRequired: 'Last name required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be a valid email address',
  artistNameRequired: 'Artist name is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  phoneNumberRequired: 'Phone number is required',
} as const;

/** Further rules of the contract (`SignUpRequest` `x-messages` in openapi/openapi.yaml). */
export const SIGNUP_LIMIT_MESSAGES = {
  firstNameTooLong: 'First name must be at most 100 characters',
  lastNameTooLong: 'Last name must be at most 100 characters',
  artistNameTooLong: 'Artist name must be at most 200 characters',
  firstNameNotOneLine: oneLineMessage('First name'),
  lastNameNotOneLine: oneLineMessage('Last name'),
  artistNameNotOneLine: oneLineMessage('Artist name'),
  passwordTooLong: 'Password must be at most 128 characters',
  phoneNumberInvalid: 'Phone number must be a valid phone number',
} as const;

/** The sign-up's agreement checkbox (the server's 400 for a sign-up without it says the same). */
export const USER_AGREEMENT_REQUIRED = 'Accept the user agreement to create an account.';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 320;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]*$/;
export { VERIFICATION_CODE_LENGTH } from '../config/verification';

/** A required text: missing and blank both give `message` (Conform submits blank fields as missing). */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

const emailField = () =>
  z
    .string({ error: SIGNUP_MESSAGES.emailRequired })
    .trim()
    .min(1, SIGNUP_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, SIGNUP_MESSAGES.emailInvalid)
    .pipe(z.email({ error: SIGNUP_MESSAGES.emailInvalid }));

const newPassword = () =>
  z
    .string({ error: SIGNUP_MESSAGES.passwordRequired })
    .min(1, SIGNUP_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, SIGNUP_LIMIT_MESSAGES.passwordTooLong);

const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));

export const loginSchema = z.object({
  email: emailField(),
  password: z.string({ error: SIGNUP_MESSAGES.passwordRequired }).min(1, SIGNUP_MESSAGES.passwordRequired),
});

export type LoginValues = z.output<typeof loginSchema>;

export const signupSchema = z.object({
  firstName: requiredText(SIGNUP_MESSAGES.firstNameRequired).max(100, SIGNUP_LIMIT_MESSAGES.firstNameTooLong).regex(ONE_LINE, SIGNUP_LIMIT_MESSAGES.firstNameNotOneLine),
  lastName: requiredText(SIGNUP_MESSAGES.lastNameRequired).max(100, SIGNUP_LIMIT_MESSAGES.lastNameTooLong).regex(ONE_LINE, SIGNUP_LIMIT_MESSAGES.lastNameNotOneLine),
  email: emailField(),
  artistName: requiredText(SIGNUP_MESSAGES.artistNameRequired).max(200, SIGNUP_LIMIT_MESSAGES.artistNameTooLong).regex(ONE_LINE, SIGNUP_LIMIT_MESSAGES.artistNameNotOneLine),
  password: newPassword(),
  phoneNumber: requiredText(SIGNUP_MESSAGES.phoneNumberRequired)
    .min(5, SIGNUP_LIMIT_MESSAGES.phoneNumberInvalid)
    .max(32, SIGNUP_LIMIT_MESSAGES.phoneNumberInvalid)
    .regex(PHONE_PATTERN, SIGNUP_LIMIT_MESSAGES.phoneNumberInvalid),
  inviteCode: optionalText(),
  artistId: optionalText(),
  inviteeEmail: optionalText().pipe(z.email().optional()),
  acceptUserAgreement: z.boolean({ error: USER_AGREEMENT_REQUIRED }).refine(Boolean, USER_AGREEMENT_REQUIRED),
});

export const verifyCodeSchema = z.object({
  email: emailField(),
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'Enter the 6-digit code'),
});

export const forgotPasswordSchema = z.object({ email: emailField() });

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

export const resetPasswordSchema = z
  .object({
    password: newPassword(),
    confirmPassword: z.string({ error: 'Confirm your new password' }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  });
