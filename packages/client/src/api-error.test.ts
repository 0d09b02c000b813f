import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsOf, isAbortError, isApiError } from './api-error.ts';

describe('ApiError', () => {
  it('carries code, msg and data, and only an abort is silent', () => {
    const error = new ApiError('api', 409, 'This email is already registered', [{ field: 'email', message: 'x' }]);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ kind: 'api', code: 409, msg: 'This email is already registered', silent: false });
    expect(error.message).toBe('This email is already registered');
    expect(isApiError(error)).toBe(true);
    expect(isAbortError(error)).toBe(false);

    const abort = new ApiError('abort', 0, '');
    expect(abort).toMatchObject({ silent: true, name: 'AbortError', data: null });
    expect(isAbortError(abort)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('fieldErrorsOf', () => {
  it('keys the field errors of an ApiError by field, keeping the first message of each', () => {
    const error = new ApiError('api', 400, 'Please enter the correct email format', [
      { field: 'email', message: 'Please enter the correct email format' },
      { field: 'code', message: 'Please enter the Code' },
      { field: 'email', message: 'Email cannot exceed 50 characters' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({
      email: 'Please enter the correct email format',
      code: 'Please enter the Code',
    });
  });

  it('answers nothing for anything that carries no field errors', () => {
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf(new ApiError('api', 429, 'Too many', { retryAfterSeconds: 5 }))).toEqual({});
    expect(fieldErrorsOf(new ApiError('api', 400, 'x', [null, { field: 1 }, { field: 'a', message: 'm' }]))).toEqual({
      a: 'm',
    });
  });
});
