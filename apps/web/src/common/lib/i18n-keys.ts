/**
 * Completeness check of the translations, shared by `npm run i18n:check` and the unit test: every key of
 * every namespace must exist, non-empty, in ka, en and ru. Plural keys are compared by their base key, and
 * each language must carry the plural forms its own rules need (Russian: one, few, many, other).
 */
export type MessageTree = { [key: string]: unknown };
export type LocaleResources = Record<string, Record<string, MessageTree>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: MessageTree, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v as MessageTree, key, out);
    else out.set(key, v);
  }
  return out;
}

/** Plural categories i18next asks for in a language (it uses Intl.PluralRules). */
export function pluralCategories(lang: string): string[] {
  return new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
}

/** Problems found, one line each (`ru/layout: missing "alerts.text_few"`); empty when complete. */
export function checkLocaleKeys(resources: LocaleResources): string[] {
  const langs = Object.keys(resources).sort();
  const namespaces = [...new Set(langs.flatMap((l) => Object.keys(resources[l] ?? {})))].sort();
  const problems: string[] = [];
  for (const ns of namespaces) {
    const flat = new Map(langs.map((l) => [l, flatten(resources[l]?.[ns] ?? {}, '', new Map())]));
    const plain = new Set<string>();
    const plural = new Set<string>();
    for (const keys of flat.values()) {
      for (const key of keys.keys()) {
        if (PLURAL_SUFFIX.test(key)) plural.add(key.replace(PLURAL_SUFFIX, ''));
        else plain.add(key);
      }
    }
    for (const lang of langs) {
      const keys = flat.get(lang)!;
      const wanted = [
        ...[...plain].filter((k) => !plural.has(k)),
        ...[...plural].flatMap((base) => pluralCategories(lang).map((c) => `${base}_${c}`)),
      ].sort();
      for (const key of wanted) {
        if (!keys.has(key)) problems.push(`${lang}/${ns}: missing "${key}"`);
        else {
          const value = keys.get(key);
          if (typeof value !== 'string') problems.push(`${lang}/${ns}: "${key}" is not a text`);
          else if (!value.trim()) problems.push(`${lang}/${ns}: "${key}" is empty`);
        }
      }
    }
  }
  return problems;
}
