import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/operator.json';

/** The server's generated client types list every call with its method and operationId. */
const apiTypes = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../../../server/src/openapi/api-types.ts'),
  'utf8',
);

describe('audit log actions', () => {
  const writes = [...apiTypes.matchAll(/(post|put|delete|patch): operations\["(\w+)"\]/g)].map((m) => m[2]!);

  it('reads the calls that change something from the API types', () => {
    expect(writes.length).toBeGreaterThan(40);
  });

  it.each([...new Set(writes)].sort())(
    '%s has words for the audit log (the operator never reads a bare API path)',
    (operation) => {
      expect(Object.keys(en.audit.actions)).toContain(operation);
    },
  );
});
