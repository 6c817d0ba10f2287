/** Digits of the emailed verification code. */
export const VERIFICATION_CODE_LENGTH = 6;
