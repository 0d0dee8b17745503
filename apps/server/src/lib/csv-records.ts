import { CsvError, parse, type Options } from 'csv-parse/sync';

/** Line breaks in a piece of text, CRLF counted once. */
const breaksIn = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * Splits CSV text into records (RFC 4180 quotes: a quoted cell may hold the delimiter, line breaks and doubled
 * quotes), each with the line it starts on; empty lines are skipped, and a quote inside an unquoted cell is text.
 * A quote left open at the end of the text is refused with the error `unclosed` makes from the record's first
 * line, so each reader names its own refusal. The reading is csv-parse's (docs/decisions/0086); the lines are
 * counted here from each record's raw text, since the library counts a CRLF inside a quoted cell twice.
 */
export function* csvRecords(text: string, delimiter: string, unclosed: (line: number) => Error): Generator<{ line: number; cells: string[] }> {
  // the line the next record starts on
  let next = 1;
  let records: { line: number; cells: string[] }[];
  const options: Options<{ line: number; cells: string[] }, { record: string[]; raw: string }> = {
    delimiter,
    relax_quotes: true,
    relax_column_count: true,
    // each record comes with its raw text, and is given back with the line it starts on
    raw: true,
    on_record: ({ record, raw }) => {
      const line = next;
      next += breaksIn(raw);
      return { line, cells: record };
    },
  };
  try {
    records = parse(text, options as unknown as Options) as unknown as { line: number; cells: string[] }[];
  } catch (e) {
    if (e instanceof CsvError && e.code === 'CSV_QUOTE_NOT_CLOSED') throw unclosed(next);
    throw e;
  }
  for (const r of records) if (!(r.cells.length === 1 && r.cells[0]!.trim() === '')) yield r; // an empty line is skipped
}
