import { describe, expect, it } from 'vitest';
import {
  codeLengthOfType,
  INDIVIDUAL_ENTREPRENEUR_TYPE_ID,
  LEGAL_ENTITY_TYPE_ID,
  OrganizationCodeSchema,
  OrganizationTypeIdSchema,
} from './organization-code.ts';

describe('organization code', () => {
  it.each([
    [LEGAL_ENTITY_TYPE_ID, 9],
    [INDIVIDUAL_ENTREPRENEUR_TYPE_ID, 11],
    [3, undefined],
    [0, undefined],
  ])('type %i has codes of %s digits', (type, length) => {
    expect(codeLengthOfType(type)).toBe(length);
  });

  it.each([
    ['204567891', true, undefined],
    ['01024055867', true, undefined],
    [' 204567891 ', true, undefined],
    ['', false, 'required'],
    ['20456789', false, 'organizationCodeFormat'],
    ['2045678910', false, 'organizationCodeFormat'],
    ['010240558670', false, 'organizationCodeFormat'],
    ['20456789a', false, 'organizationCodeFormat'],
    ['204 567 891', false, 'organizationCodeFormat'],
  ])('code %j: valid %s', (value, ok, message) => {
    const r = OrganizationCodeSchema.safeParse(value);
    expect(r.success).toBe(ok);
    if (!ok) expect(r.error!.issues[0]!.message).toBe(message);
  });

  it.each([
    [1, true],
    ['2', true],
    [3, false],
    [0, false],
    ['x', false],
    [1.5, false],
  ])('type id %j: valid %s', (value, ok) => {
    const r = OrganizationTypeIdSchema.safeParse(value);
    expect(r.success).toBe(ok);
    if (!ok) expect(r.error!.issues.some((i) => i.message === 'organizationTypeRequired' || i.message.length > 0)).toBe(true);
  });

  it('answers an unknown type with the organizationTypeRequired key', () => {
    expect(OrganizationTypeIdSchema.safeParse(7).error!.issues[0]!.message).toBe('organizationTypeRequired');
    expect(OrganizationTypeIdSchema.safeParse('x').error!.issues[0]!.message).toBe('organizationTypeRequired');
  });
});
