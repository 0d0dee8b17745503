/** A person's first and last name as a row or the scheme's records hold them. */
export interface PersonName {
  firstName: string;
  lastName: string;
}

/** The scheme's records: the name each known personal number belongs to. */
export type NamesOnRecord = ReadonlyMap<string, PersonName>;

/** Spaces of any kind, and hyphens and dashes (hyphen-minus, U+2010–U+2015, the minus sign). */
const SPACING_AND_HYPHENS = /[\s\-\u2010-\u2015\u2212]+/gu;

/**
 * A name as it is compared with the records: letter case (Latin, Cyrillic; Georgian's Mtavruli capitals to
 * Mkhedruli), spacing and hyphens aside, in Unicode's composed form.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(SPACING_AND_HYPHENS, '');
}

/** Whether two names are the same name: case, spacing and hyphen differences aside. */
export function isSameName(a: PersonName, b: PersonName): boolean {
  return nameKey(a.firstName) === nameKey(b.firstName) && nameKey(a.lastName) === nameKey(b.lastName);
}

/**
 * The name on record when a row names a person the scheme knows under another name (a typo in the personal
 * number would put one person's contributions on another's account); null when the scheme does not know the
 * number or the names are the same.
 */
export function nameOnRecordConflict(personalNumber: string, typed: PersonName, records: NamesOnRecord | undefined): PersonName | null {
  const onRecord = records?.get(personalNumber);
  if (!onRecord || isSameName(typed, onRecord)) return null;
  return onRecord;
}
