import { isCanceledError, toApiError } from '@/shared/api';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export interface PasswordServerError {
  field: PasswordField | null;
  message: string;
}

/**
 * Places a failed `POST /auth/update-password` answer under the field it is about (the server
 * answers 400 with a message: a wrong current password, a weak new password, a mismatch), or
 * returns it as a form error. A canceled request gives `null`.
 */
export function mapPasswordServerError(error: unknown): PasswordServerError | null {
  if (isCanceledError(error)) return null;
  const apiError = toApiError(error);
  const message = apiError.message;
  if (apiError.status === 400 || apiError.status === 422) {
    if (/(current|old|wrong|incorrect|invalid) password|password is (wrong|incorrect|invalid)/i.test(message)) {
      return { field: 'oldPassword', message };
    }
    if (/match/i.test(message)) return { field: 'confirmNewPassword', message };
    if (/new password|at least|too short|too weak|characters/i.test(message)) return { field: 'newPassword', message };
  }
  return { field: null, message };
}
