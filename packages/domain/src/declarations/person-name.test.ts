import { describe, expect, it } from 'vitest';
import { isSameName, nameKey, nameOnRecordConflict } from './person-name.ts';

describe('a name compared with the records', () => {
  it.each([
    // [typed, on record, same?]
    [['თამარ', 'კაპანაძე'], ['თამარ', 'კაპანაძე'], true],
    [[' თამარ ', 'კაპანაძე '], ['თამარ', 'კაპანაძე'], true],
    [['გიორგი', 'ბერიძე'], ['თამარ', 'კაპანაძე'], false],
    [['თამარ', 'ბერიძე'], ['თამარ', 'კაპანაძე'], false],
    // Georgian's capital letters (Mtavruli) are the same letters
    [['ᲗᲐᲛᲐᲠ', 'ᲙᲐᲞᲐᲜᲐᲫᲔ'], ['თამარ', 'კაპანაძე'], true],
    [['TAMAR', 'kapanadze'], ['Tamar', 'Kapanadze'], true],
    [['ТАМАРА', 'капанадзе'], ['Тамара', 'Капанадзе'], true],
    [['Tamar', 'Kapanadze-Beridze'], ['Tamar', 'Kapanadze Beridze'], true],
    [['Tamar', 'Kapanadze–Beridze'], ['Tamar', 'KapanadzeBeridze'], true],
    [['ანა-მარია', 'ბერიძე'], ['ანა მარია', 'ბერიძე'], true],
    [['Tamar', 'Kapanadze'], ['Tamara', 'Kapanadze'], false],
    // first and last name are not swapped silently
    [['კაპანაძე', 'თამარ'], ['თამარ', 'კაპანაძე'], false],
  ] as const)('%j against %j: %s', ([firstName, lastName], [recordFirst, recordLast], same) => {
    expect(isSameName({ firstName, lastName }, { firstName: recordFirst, lastName: recordLast })).toBe(same);
  });

  it('keeps letters apart that differ: only case, spacing and hyphens are set aside', () => {
    expect(nameKey('Ana-Maria  Beridze')).toBe('anamariaberidze');
    expect(nameKey('e')).not.toBe(nameKey('ё'));
  });

  it('names the record when the scheme knows the number under another name, and nothing otherwise', () => {
    const records = new Map([['01001000001', { firstName: 'თამარ', lastName: 'კაპანაძე' }]]);
    expect(nameOnRecordConflict('01001000001', { firstName: 'გიორგი', lastName: 'ბერიძე' }, records)).toEqual({ firstName: 'თამარ', lastName: 'კაპანაძე' });
    expect(nameOnRecordConflict('01001000001', { firstName: 'თამარ', lastName: 'კაპანაძე' }, records)).toBeNull();
    expect(nameOnRecordConflict('01001000002', { firstName: 'გიორგი', lastName: 'ბერიძე' }, records)).toBeNull();
    expect(nameOnRecordConflict('01001000001', { firstName: 'გიორგი', lastName: 'ბერიძე' }, undefined)).toBeNull();
  });
});
