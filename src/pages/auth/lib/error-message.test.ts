import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { errorMessageOf, LOGIN_FAILED_MESSAGE } from './error-message';

describe('errorMessageOf', () => {
  it('prefers the API message', () => {
    expect(errorMessageOf(new ApiError({ status: 401, message: 'Invalid email or password' }), LOGIN_FAILED_MESSAGE)).toBe(
      'Invalid email or password',
    );
  });

  it('falls back when there is no usable message', () => {
    expect(errorMessageOf(new ApiError({ status: 418, message: 'Unknown error' }), LOGIN_FAILED_MESSAGE)).toBe(
      'An error occurred during login.',
    );
    expect(errorMessageOf('weird', LOGIN_FAILED_MESSAGE)).toBe(LOGIN_FAILED_MESSAGE);
    expect(errorMessageOf(new ApiError({ status: 400, message: '  ' }), 'x')).toBe('x');
  });

  it('shows nothing for a canceled request', () => {
    expect(errorMessageOf(new ApiError({ status: 0, kind: 'canceled', message: '' }), 'x')).toBeNull();
  });
});
