import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

describe('isUniqueViolation', () => {
  const pg = { code: '23505', constraint: 'ledger_movements_once_idx', message: 'duplicate key value violates unique constraint "ledger_movements_once_idx"' };
  it.each([
    ['a unique violation, no index named', pg, [], true],
    ['the index named', pg, ['ledger_movements_once_idx'], true],
    ['one of the indexes named', pg, ['other_idx', 'ledger_movements_once_idx'], true],
    ['another index', pg, ['ledger_movements_payment_once_idx'], false],
    ['named only in the message (PGlite)', { code: '23505', message: 'duplicate key value violates unique constraint "x_idx"' }, ['x_idx'], true],
    ['a check violation', { code: '23514', constraint: 'ledger_movements_once_idx' }, ['ledger_movements_once_idx'], false],
    ['not an object', 'duplicate', [], false],
    ['null', null, [], false],
  ] as const)('%s', (_name, e, indexes, expected) => {
    expect(isUniqueViolation(e, ...indexes)).toBe(expected);
  });
});
