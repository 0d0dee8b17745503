/**
 * Personal number: exactly 11 digits, may start with 0, no check digit (domain-rules.md). Without the schema
 * library, for screens that only check a number (personal-number.ts holds the schema and re-exports these).
 */
export const PERSONAL_NUMBER_LENGTH = 11;

export function isPersonalNumber(value: string): boolean {
  return /^\d{11}$/.test(value);
}
