/**
 * `npm run i18n:check`: fails when a key of any namespace is missing or empty in ka, en or ru (compared
 * with the union of the keys of all three), or a language lacks a plural form its rules need.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, MESSAGES } from '@pensia/domain';
import { checkLocaleKeys, type LocaleResources, type MessageTree } from '../src/common/lib/i18n-keys.ts';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../src/locales');

const resources: LocaleResources = {};
for (const lang of LANGS) resources[lang] = { errors: MESSAGES[lang].errors, validation: MESSAGES[lang].validation };

let unreadable = 0;
for (const lang of readdirSync(localesDir)) {
  for (const file of readdirSync(join(localesDir, lang)).filter((f) => f.endsWith('.json'))) {
    try {
      (resources[lang] ??= {})[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')) as MessageTree;
    } catch (e) {
      unreadable++;
      console.error(`${lang}/${file}: ${(e as Error).message}`);
    }
  }
}

const missingLangs = LANGS.filter((l) => !resources[l]);
const problems = [...missingLangs.map((l) => `${l}: no translations`), ...checkLocaleKeys(resources)];
for (const p of problems) console.error(p);
const namespaces = new Set(Object.values(resources).flatMap((r) => Object.keys(r)));
if (problems.length || unreadable) {
  console.error(`i18n check failed: ${problems.length + unreadable} problem(s)`);
  process.exit(1);
}
console.log(`i18n check passed: ${namespaces.size} namespaces in ${LANGS.join(', ')}`);
