import { describe, expect, it } from 'vitest';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  apiErrorFromResponse,
  chooseErrorMessage,
  isCanceledError,
  toApiError,
} from './errors';

describe('chooseErrorMessage (spec 1 §8 message choice order)', () => {
  const body = { statusCode: 400, error: 'Bad Request', message: 'Email is taken' };

  it('prefers the user message over everything else', () => {
    expect(chooseErrorMessage({ userMessage: 'User says', body, errorMessage: 'own' })).toBe('User says');
  });

  it('then the body `message` field', () => {
    expect(chooseErrorMessage({ body, errorMessage: 'own' })).toBe('Email is taken');
  });

  it('then the body `error` field', () => {
    expect(chooseErrorMessage({ body: { statusCode: 400, error: 'Bad Request' }, errorMessage: 'own' })).toBe(
      'Bad Request',
    );
  });

  it('then the error’s own message', () => {
    expect(chooseErrorMessage({ body: '<html>gateway</html>', errorMessage: 'Bad Gateway' })).toBe('Bad Gateway');
    expect(chooseErrorMessage({ body: { message: '', error: '  ' }, errorMessage: 'own' })).toBe('own');
  });

  it('falls back to "Unknown error"', () => {
    expect(chooseErrorMessage({})).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(chooseErrorMessage({ body: null, errorMessage: '' })).toBe('Unknown error');
  });

  it('joins a list of validation messages', () => {
    expect(chooseErrorMessage({ body: { message: ['email must be an email', 'password too short'] } })).toBe(
      'email must be an email, password too short',
    );
  });
});

describe('apiErrorFromResponse', () => {
  it('uses the server message for 500 whatever the body says', () => {
    const error = apiErrorFromResponse(new Response(null, { status: 500 }), { message: 'stack trace…' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.message).toBe(SERVER_ERROR_MESSAGE);
    expect(error.body).toEqual({ message: 'stack trace…' });
  });

  it('uses the body for other statuses', () => {
    const error = apiErrorFromResponse(new Response(null, { status: 404, statusText: 'Not Found' }), {
      statusCode: 404,
      error: 'Not Found',
      message: 'Artist not found',
    });
    expect(error.message).toBe('Artist not found');
  });
});

describe('toApiError', () => {
  it('maps an AbortError to a canceled error with no message', () => {
    const error = toApiError(new DOMException('The operation was aborted.', 'AbortError'));
    expect(error.isCanceled).toBe(true);
    expect(error.message).toBe('');
    expect(isCanceledError(error)).toBe(true);
  });

  it('keeps ApiErrors as they are and wraps anything else', () => {
    const apiError = new ApiError({ status: 0, kind: 'network', message: NETWORK_ERROR_MESSAGE });
    expect(toApiError(apiError)).toBe(apiError);
    expect(toApiError(new SyntaxError('Unexpected token <')).message).toBe('Unexpected token <');
    expect(toApiError('weird').message).toBe('Unknown error');
  });
});
