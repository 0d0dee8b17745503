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
    ['CRLF inside a quoted cell, the next record on its own line', '"a\r\nb",c\r\nd', [{ line: 1, cells: ['a\r\nb', 'c'] }, { line: 3, cells: ['d'] }]],
    ['a record after several line breaks in one cell', 'h\n"1\n2\n3"\nx', [{ line: 1, cells: ['h'] }, { line: 2, cells: ['1\n2\n3'] }, { line: 5, cells: ['x'] }]],
  ])('%s', (_name, text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('splits on the delimiter given', () => {
    expect(read('a;b,c', ';')).toEqual([{ line: 1, cells: ['a', 'b,c'] }]);
  });

  it('refuses a quote left open, naming the line its record starts on', () => {
    expect(() => read('a\nb,"open\nstill')).toThrow('unclosed quote from line 2');
    expect(() => read('"one\ntwo"\n\n  \nc,"open')).toThrow('unclosed quote from line 5');
  });
});
