import { describe, expect, it } from 'vitest';
import { withPageTotal } from './page-total.ts';

describe('a page and its listing total', () => {
  it.each([
    ['a page with rows: the count beside them', [{ id: 'a', total: 7 }, { id: 'b', total: 7 }], 0, 7, false],
    ['a later page with rows: the count beside them', [{ id: 'c', total: 7 }], 5, 7, false],
    ['the first page of an empty listing: 0, nothing counted again', [], 0, 0, false],
    ['a page past the end: counted again', [], 20, 7, true],
  ])('%s', async (_, rows: { id: string; total: number }[], offset, total, counted) => {
    let asked = false;
    const page = await withPageTotal(rows, offset, async () => {
      asked = true;
      return 7;
    });
    expect(page.total).toBe(total);
    expect(asked).toBe(counted);
    expect(page.rows).toEqual(rows.map(({ id }) => ({ id })));
  });
});
