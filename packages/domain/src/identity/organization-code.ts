import { z } from 'zod';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';

/**
 * Organization code: 9 digits for a legal entity; an individual entrepreneur (and a self-employed person)
 * is identified by the 11-digit personal number (domain-rules.md).
 */
export const LEGAL_ENTITY_CODE_LENGTH = 9;

/** Organization types: a legal entity, or an individual entrepreneur. */
export const ORGANIZATION_TYPES = [
  { id: 1, key: 'legalEntity', codeLength: 9 },
  { id: 2, key: 'individualEntrepreneur', codeLength: 11 },
] as const;
export type OrganizationTypeId = (typeof ORGANIZATION_TYPES)[number]['id'];
export const LEGAL_ENTITY_TYPE_ID = 1;
export const INDIVIDUAL_ENTREPRENEUR_TYPE_ID = 2;

export const OrganizationTypeIdSchema = z.coerce
  .number({ error: vmsg('organizationTypeRequired') })
  .int()
  .refine((v) => ORGANIZATION_TYPES.some((t) => t.id === v), vmsg('organizationTypeRequired'));

export const OrganizationCodeSchema = text({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .regex(/^(\d{9}|\d{11})$/, vmsg('organizationCodeFormat'));

export function codeLengthOfType(typeId: number): number | undefined {
  return ORGANIZATION_TYPES.find((t) => t.id === typeId)?.codeLength;
}
