/**
 * Splits CSV text into records (RFC 4180 quotes: a quoted cell may hold the delimiter, line breaks and doubled
 * quotes), each with the line it starts on; empty lines are skipped. A quote left open at the end of the text is
 * refused with the error `unclosed` makes from the record's first line, so each reader names its own refusal.
 */
export function* csvRecords(text: string, delimiter: string, unclosed: (line: number) => Error): Generator<{ line: number; cells: string[] }> {
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let atCellStart = true;
    for (;;) {
      if (i >= n) {
        if (quoted) throw unclosed(start);
        cells.push(cell);
        break;
      }
      const c = text[i]!;
      if (quoted) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
          } else {
            quoted = false;
            i++;
          }
        } else {
          if (c === '\n') line++;
          cell += c;
          i++;
        }
        continue;
      }
      if (c === '"' && atCellStart) {
        quoted = true;
        atCellStart = false;
        i++;
      } else if (c === delimiter) {
        cells.push(cell);
        cell = '';
        atCellStart = true;
        i++;
      } else if (c === '\r' || c === '\n') {
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        cells.push(cell);
        break;
      } else {
        cell += c;
        atCellStart = false;
        i++;
      }
    }
    if (cells.length === 1 && cells[0]!.trim() === '') continue; // an empty line
    yield { line: start, cells };
  }
}
