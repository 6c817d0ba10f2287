import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { mapPasswordServerError } from './password-server-error';

const http = (status: number, message: string) => new ApiError({ status, message });

describe('mapPasswordServerError', () => {
  it.each([
    ['Current password is incorrect', 'oldPassword'],
    ['Old password is wrong', 'oldPassword'],
    ['Passwords do not match', 'confirmNewPassword'],
    ['New password must be at least 8 characters', 'newPassword'],
    ['Something odd', null],
  ])('places "%s" under %s', (message, field) => {
    expect(mapPasswordServerError(http(400, message))).toEqual({ field, message });
  });

  it('keeps non-validation failures as a form error', () => {
    expect(mapPasswordServerError(http(500, 'Server error. Please try again later.'))).toEqual({
      field: null,
      message: 'Server error. Please try again later.',
    });
  });

  it('ignores canceled requests', () => {
    expect(mapPasswordServerError(new ApiError({ status: 0, kind: 'canceled', message: '' }))).toBeNull();
  });
});
