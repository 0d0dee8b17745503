import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { SERVER_ERROR_TYPE, applyApiErrorToForm, applyServerFieldErrors, fieldErrorText } from './form-errors';

describe('fieldErrorText', () => {
  it('translates message references of the shared schemas', () => {
    expect(fieldErrorText({ message: 'emailFormat' })).toBe('Wrong email format');
    expect(fieldErrorText({ message: 'mobileMin?min=9' })).toBe('The mobile number must have at least 9 characters.');
  });

  it('shows server text as it is, and nothing without a message', () => {
    expect(fieldErrorText({ message: 'Already taken.' })).toBe('Already taken.');
    expect(fieldErrorText(undefined)).toBeUndefined();
  });
});

describe('applyServerFieldErrors', () => {
  it('matches field keys by name, path or case, and answers the messages of no field', () => {
    const setError = vi.fn();
    const rest = applyServerFieldErrors(
      setError,
      { 'body.email': 'Bad email.', Mobile: 'Bad mobile.', other: 'Elsewhere.' },
      ['email', 'mobile'],
    );
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: SERVER_ERROR_TYPE, message: 'Bad email.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'mobile',
      { type: SERVER_ERROR_TYPE, message: 'Bad mobile.' },
      { shouldFocus: false },
    );
    expect(rest).toEqual(['Elsewhere.']);
  });
});

describe('applyApiErrorToForm', () => {
  it("puts the error's own text under the field its code concerns", () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'OLD_PASSWORD_WRONG', 'Old password is wrong', {
      oldPassword: 'This field is required.',
    });
    expect(applyApiErrorToForm(setError, error, ['oldPassword'], { OLD_PASSWORD_WRONG: 'oldPassword' })).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'oldPassword',
      { type: SERVER_ERROR_TYPE, message: 'Old password is wrong' },
      { shouldFocus: true },
    );
  });

  it('leaves errors other than ApiError alone', () => {
    const setError = vi.fn();
    expect(applyApiErrorToForm(setError, new Error('network'), ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
