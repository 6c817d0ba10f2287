import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './is-chunk-load-error';

function named(name: string, message = 'Loading chunk 42 failed.'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError (spec 1 §8)', () => {
  it('recognises an error named ChunkLoadError', () => {
    expect(isChunkLoadError(named('ChunkLoadError'))).toBe(true);
  });

  it('recognises "Failed to fetch dynamically imported module"', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://app.test/static/js/async/admin.1a2b.js'),
      ),
    ).toBe(true);
  });

  it('recognises "Unable to preload CSS"', () => {
    expect(isChunkLoadError(new Error('Unable to preload CSS for /static/css/async/releases.css'))).toBe(true);
  });

  it('recognises "Importing a module script failed" (Safari)', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('recognises rspack’s failed CSS chunk and plain string reasons', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(
      true,
    );
    expect(isChunkLoadError('Failed to fetch dynamically imported module: /x.js')).toBe(true);
  });

  it('looks through wrapping errors (`cause`)', () => {
    const wrapped = new Error('Route failed', { cause: new TypeError('Importing a module script failed.') });
    expect(isChunkLoadError(wrapped)).toBe(true);
    expect(isChunkLoadError(new Error('Route failed', { cause: new Error('boom') }))).toBe(false);
  });

  it('does not match other errors', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(named('ApiError', 'Server error. Please try again later.'))).toBe(false);
    expect(isChunkLoadError({ status: 404, statusText: 'Not Found' })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});
