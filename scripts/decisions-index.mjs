// Writes docs/decisions/README.md, the index of the decision records, from the records themselves (their
// number, title, date and status). `node scripts/decisions-index.mjs --check` fails when the index is stale
// or a record lacks its date or status (run by the docs test).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = path.resolve(import.meta.dirname, '../docs/decisions');
const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;

/** Every record: its file, number, title, date and status; `problems` lists what a record lacks. */
export function readRecords(dir = folder) {
  const records = [];
  const problems = [];
  for (const file of readdirSync(dir).sort()) {
    const m = RECORD.exec(file);
    if (!m || m[1] === '0000') continue;
    const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
    const title = /^# \d{4} — (.+)$/.exec(lines[0] ?? '')?.[1];
    const date = lines.map((l) => /^(?:- )?Date: (\d{4}-\d{2}-\d{2})\s*$/.exec(l)?.[1]).find(Boolean);
    const status = lines.map((l) => /^(?:- )?Status: (.+?)\s*$/.exec(l)?.[1]).find(Boolean);
    if (!title) problems.push(`${file}: the first line is not "# ${m[1]} — <title>"`);
    if (!date) problems.push(`${file}: no "- Date: YYYY-MM-DD" line`);
    if (!status) problems.push(`${file}: no "- Status: …" line`);
    records.push({ file, number: m[1], title: title ?? '', date: date ?? '', status: status ?? '' });
  }
  return { records, problems };
}

/** The index as it should read. */
export function indexOf(records) {
  const rows = records.map((r) => `| [${r.number}](${r.file}) | ${r.title} | ${r.date} | ${r.status.replace(/\|/g, '\\|')} |`);
  return [
    '# Decision records',
    '',
    'Each record says what we chose where someone could reasonably have chosen otherwise: its context, the decision',
    'and its consequences. A record is never rewritten once accepted; a later record supersedes it, and both say so',
    'in their status. Start a new one from [0000-template.md](0000-template.md) with the next free number.',
    '',
    'This index is written by `node scripts/decisions-index.mjs` from the records themselves; a test fails when it',
    'is stale.',
    '',
    '| record | decision | date | status |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const { records, problems } = readRecords();
  const target = path.join(folder, 'README.md');
  const wanted = indexOf(records);
  if (process.argv.includes('--check')) {
    const current = readFileSync(target, 'utf8');
    if (current !== wanted) problems.push('docs/decisions/README.md is stale: run `node scripts/decisions-index.mjs`');
    for (const p of problems) console.error(p);
    process.exit(problems.length ? 1 : 0);
  }
  writeFileSync(target, wanted);
  for (const p of problems) console.error(p);
  console.log(`${records.length} records indexed in docs/decisions/README.md`);
}
