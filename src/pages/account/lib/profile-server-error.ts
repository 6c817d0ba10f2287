import { isCanceledError, toApiError } from '@/shared/api';

export type ProfileField = 'firstName' | 'lastName' | 'displayName' | 'phoneNumber';

/** Places a failed profile update under the field its message names, else as a form error. */
export function mapProfileServerError(error: unknown): { field: ProfileField | null; message: string } | null {
  if (isCanceledError(error)) return null;
  const { status, message } = toApiError(error);
  if (status === 400 || status === 422) {
    if (/phone/i.test(message)) return { field: 'phoneNumber', message };
    if (/first ?name/i.test(message)) return { field: 'firstName', message };
    if (/last ?name/i.test(message)) return { field: 'lastName', message };
    if (/display ?name/i.test(message)) return { field: 'displayName', message };
  }
  return { field: null, message };
}
