import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../common/lib/api-client';
import { writeProblemOf } from './write-errors';

const refusal = (code: string, message: string) => new ApiError(400, code, message, {});

describe('writeProblemOf', () => {
  it("keeps the server's text of a refusal", () => {
    expect(writeProblemOf(refusal('DECLARATION_HAS_ERRORS', 'Error found.'), 'Not saved.')).toEqual({ kind: 'other', message: 'Error found.', fieldMessages: {} });
  });

  it("reads the screen's own text of a refusal it has words for", () => {
    const empty = refusal('DECLARATION_EMPTY', 'The declaration has no rows. Add the employees of the month before submitting it.');
    const words = { DECLARATION_EMPTY: 'Fill in your income of the month to submit the declaration.' };
    expect(writeProblemOf(empty, 'Not saved.', words)).toEqual({ kind: 'other', message: words.DECLARATION_EMPTY, fieldMessages: {} });
    expect(writeProblemOf(refusal('DECLARATION_HAS_ERRORS', 'Error found.'), 'Not saved.', words)).toMatchObject({ message: 'Error found.' });
  });

  it('gives a stale declaration and one being processed their own views', () => {
    expect(writeProblemOf(new ApiError(412, 'PRECONDITION_FAILED', 'changed', {}), 'Not saved.')).toEqual({ kind: 'stale' });
    expect(writeProblemOf(refusal('DECLARATION_PROCESSING', 'busy'), 'Not saved.', { DECLARATION_PROCESSING: 'x' })).toEqual({ kind: 'processing' });
  });
});
