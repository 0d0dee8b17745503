import { describe, expect, it } from 'vitest';
import { isRecordId } from './ids.ts';

describe('isRecordId', () => {
  it('accepts a UUID in either case', () => {
    expect(isRecordId('0b5c2a4e-1f3d-4c6b-9a8e-7d6f5e4c3b2a')).toBe(true);
    expect(isRecordId('0B5C2A4E-1F3D-4C6B-9A8E-7D6F5E4C3B2A')).toBe(true);
  });

  it.each(['', 'not-an-id', '123', '0b5c2a4e-1f3d-4c6b-9a8e-7d6f5e4c3b2', ' 0b5c2a4e-1f3d-4c6b-9a8e-7d6f5e4c3b2a', "0b5c2a4e-1f3d-4c6b-9a8e-7d6f5e4c3b2a'--", null, undefined])(
    'refuses %j',
    (value) => {
      expect(isRecordId(value)).toBe(false);
    },
  );
});
