import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDataSignature, idempotencyHeader, useSubmissionKey } from './submission-key';

describe('the Idempotency-Key of a submission', () => {
  it('keeps its key while the same submission is retried, and takes a new one for another or after success', () => {
    const { result, rerender } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor('{"amount":"10.00"}');
    rerender();
    expect(result.current.keyFor('{"amount":"10.00"}')).toBe(first);
    const changed = result.current.keyFor('{"amount":"11.00"}');
    expect(changed).not.toBe(first);
    result.current.done();
    expect(result.current.keyFor('{"amount":"11.00"}')).not.toBe(changed);
    expect(idempotencyHeader(first)).toEqual({ 'idempotency-key': first });
  });

  it('tells multipart submissions apart by their fields and files', () => {
    const form = (amount: string, file: File) => {
      const f = new FormData();
      f.append('amount', amount);
      f.append('documents', file);
      return f;
    };
    const a = new File(['%PDF-1.4 a'], 'a.pdf', { type: 'application/pdf', lastModified: 1 });
    const b = new File(['%PDF-1.4 bb'], 'b.pdf', { type: 'application/pdf', lastModified: 1 });
    expect(formDataSignature(form('10.00', a))).toBe(formDataSignature(form('10.00', a)));
    expect(formDataSignature(form('10.00', a))).not.toBe(formDataSignature(form('10.01', a)));
    expect(formDataSignature(form('10.00', a))).not.toBe(formDataSignature(form('10.00', b)));
  });
});
