// The repository's documents stand alone: every decision record has its date and status and is in the index,
// and no file points to a document that is not in the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexOf, readRecords } from './decisions-index.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && /\.(ts|tsx|mjs|js|md|json|css|html)$/.test(f) && !f.includes('node_modules/') && existsSync(path.join(root, f)));

describe('decision records', () => {
  it('each has a title, a date and a status', () => {
    expect(readRecords().problems).toEqual([]);
  });

  it('the index lists every record as it reads now', () => {
    const current = readFileSync(path.join(root, 'docs/decisions/README.md'), 'utf8');
    expect(current, 'run `node scripts/decisions-index.mjs`').toBe(indexOf(readRecords().records));
  });
});

describe('documents cited', () => {
  // a document named by its file name in a comment or a document must be one of ours
  const ours = new Set(tracked.filter((f) => f.endsWith('.md')).map((f) => path.basename(f)));
  const outside = /(^|[^\w.])(\.\.\/)+shared\/(spec|docs)\/|\/work\/shared\b|portal-specification\.md/;

  it('no file points outside the repository', () => {
    const found = tracked.filter((f) => f !== 'scripts/docs.test.mjs' && outside.test(readFileSync(path.join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('no file leans on "the specification", a document the repository does not hold', () => {
    const leaning = /\bthe specification\b|\bspecification,? sections?\b/i;
    const found = tracked.filter((f) => f !== 'scripts/docs.test.mjs' && !f.endsWith('api-types.ts') && leaning.test(readFileSync(path.join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('every Markdown document named in a file is in the repository', () => {
    const missing = [];
    for (const f of tracked) {
      if (f.endsWith('.json')) continue;
      const text = readFileSync(path.join(root, f), 'utf8');
      for (const m of text.matchAll(/(?<![\w/.-])([\w.-]+\.md)\b/g)) {
        const name = m[1];
        if (!ours.has(name) && !/^[A-Z]+\.md$/.test(name) && !name.startsWith('NNNN')) missing.push(`${f}: ${name}`);
      }
      for (const m of text.matchAll(/\b(docs\/[\w./-]+\.md)\b/g)) if (!existsSync(path.join(root, m[1]))) missing.push(`${f}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });
});
