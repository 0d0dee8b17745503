import { describe, expect, it } from 'vitest';
import { optOutFormData, personalNumbersOf } from './optout-form';

describe('optOutFormData', () => {
  it('a new request: personal number, comment, one type per file in order', () => {
    const a = new File(['%PDF-1.4'], 'a.pdf');
    const b = new File(['%PDF-1.4'], 'b.pdf');
    const data = optOutFormData({ personalNumber: ' 35001000103 ' }, ' note ', [
      { key: '1', file: a, docType: 'employee_request' },
      { key: '2', file: b, docType: 'other' },
    ]);
    expect(data.get('personalNumber')).toBe('35001000103');
    expect(data.get('comment')).toBe('note');
    expect(data.get('documentTypes')).toBe('employee_request,other');
    expect(data.getAll('documents').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.pdf']);
    expect(data.has('id')).toBe(false);
  });

  it('an update: id and the documents taken off, no comment when blank', () => {
    const data = optOutFormData({ id: 'x', removeDocumentIds: ['d1', 'd2'] }, '  ', []);
    expect(data.get('id')).toBe('x');
    expect(data.get('removeDocumentIds')).toBe('d1,d2');
    expect(data.has('comment')).toBe(false);
    expect(data.get('documentTypes')).toBe('');
  });
});

describe('personalNumbersOf', () => {
  it.each([
    ['35001000103\n35001000104', ['35001000103', '35001000104']],
    ['35001000103, 35001000103 ;01001000001', ['35001000103', '01001000001']],
    ['  \n ', []],
  ])('%j → %j', (text, expected) => {
    expect(personalNumbersOf(text)).toEqual(expected);
  });
});
