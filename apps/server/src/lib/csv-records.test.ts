import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv-records.ts';

const unclosed = (line: number) => new Error(`unclosed quote from line ${line}`);
const read = (text: string, delimiter = ',') => [...csvRecords(text, delimiter, unclosed)];

describe('csvRecords', () => {
  it.each([
    ['plain cells', 'a,b\nc,d', [{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['c', 'd'] }]],
    ['CRLF line ends and a last line without one', 'a,b\r\nc,d\r\n', [{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['c', 'd'] }]],
    ['a quoted delimiter, a doubled quote and a line break in a cell', '"x,y","say ""hi""","two\nlines"\nz', [{ line: 1, cells: ['x,y', 'say "hi"', 'two\nlines'] }, { line: 3, cells: ['z'] }]],
    ['empty lines skipped, line numbers kept', 'a\n\n  \nb', [{ line: 1, cells: ['a'] }, { line: 4, cells: ['b'] }]],
    ['empty cells', ',,', [{ line: 1, cells: ['', '', ''] }]],
    ['a quote inside an unquoted cell is text', 'a"b,c', [{ line: 1, cells: ['a"b', 'c'] }]],
  ])('%s', (_name, text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('splits on the delimiter given', () => {
    expect(read('a;b,c', ';')).toEqual([{ line: 1, cells: ['a', 'b,c'] }]);
  });

  it('refuses a quote left open, naming the line its record starts on', () => {
    expect(() => read('a\nb,"open\nstill')).toThrow('unclosed quote from line 2');
  });
});
