import { describe, expect, it } from 'vitest';
import { contentDisposition } from './download.ts';

describe('contentDisposition', () => {
  it('answers a Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('წერილი (1).pdf')).toBe(
      `attachment; filename="______ (1).pdf"; filename*=UTF-8''${encodeURIComponent('წერილი')}%20%281%29.pdf`,
    );
    expect(contentDisposition('a"b\\c.txt')).toBe(`attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`);
  });
});
