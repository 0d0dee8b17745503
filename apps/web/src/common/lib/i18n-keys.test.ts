import { LANGS } from '@pensia/domain/i18n/languages';
import { MESSAGES } from '@pensia/domain/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { checkLocaleKeys, type LocaleResources, type MessageTree } from './i18n-keys';

const files = import.meta.glob<MessageTree>('../../locales/*/*.json', { eager: true, import: 'default' });

function allResources(): LocaleResources {
  const resources: LocaleResources = {};
  for (const lang of LANGS) {
    resources[lang] = { errors: MESSAGES[lang].errors, validation: MESSAGES[lang].validation };
  }
  for (const [path, tree] of Object.entries(files)) {
    const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    (resources[lang!] ??= {})[ns!] = tree;
  }
  return resources;
}

describe('translations', () => {
  it('has every key of every namespace, non-empty, in ka, en and ru', () => {
    const resources = allResources();
    expect(Object.keys(resources).sort()).toEqual([...LANGS].sort());
    expect(checkLocaleKeys(resources)).toEqual([]);
  });
});

describe('a month inside a Russian sentence', () => {
  it('is written in small letters: every period or month after the start of a text goes through the lower formatter', () => {
    const capitalised = Object.entries(files)
      .filter(([path]) => path.includes('/ru/'))
      .flatMap(([path, tree]) => {
        const texts: string[] = [];
        const walk = (node: unknown, key: string) => {
          if (typeof node === 'string') {
            if (/.\{\{(period|month)\}\}/s.test(node)) texts.push(`${path}: ${key}`);
          } else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k);
        };
        walk(tree, '');
        return texts;
      });
    expect(capitalised).toEqual([]);
  });

  it('the lower formatter writes the month in small letters and leaves the rest of the text as it is', () => {
    // a namespace of the test's own, outside the typed keys
    const t = i18n.t.bind(i18n) as unknown as (key: string, options: object) => string;
    i18n.addResource('ru', 'zz', 'open', 'Операции за {{month, lower}}');
    i18n.addResource('ru', 'zz', 'title', '{{month}}');
    expect(t('zz:open', { lng: 'ru', month: 'Июль 2024' })).toBe('Операции за июль 2024');
    expect(t('zz:title', { lng: 'ru', month: 'Июль 2024' })).toBe('Июль 2024');
  });
});

describe('checkLocaleKeys', () => {
  it('reports a key missing in one language, compared with the union of all', () => {
    const problems = checkLocaleKeys({
      en: { layout: { menu: { a: 'A' } } },
      ka: { layout: { menu: { a: 'ა', b: 'ბ' } } },
      ru: { layout: { menu: { a: 'А', b: 'Б' } } },
    });
    expect(problems).toEqual(['en/layout: missing "menu.b"']);
  });

  it('reports empty texts and a namespace missing as a whole', () => {
    const problems = checkLocaleKeys({
      en: { common: { title: '  ' }, extra: { x: 'X' } },
      ka: { common: { title: 'სათაური' }, extra: { x: 'X' } },
      ru: { common: { title: 'Заголовок' } },
    });
    expect(problems).toEqual(['en/common: "title" is empty', 'ru/extra: missing "x"']);
  });

  it('asks each language for its own plural forms', () => {
    const problems = checkLocaleKeys({
      en: { s: { n_one: 'one', n_other: 'many' } },
      ka: { s: { n_one: 'ერთი', n_other: 'ბევრი' } },
      ru: { s: { n_one: 'один', n_other: 'много' } },
    });
    expect(problems).toEqual(['ru/s: missing "n_few"', 'ru/s: missing "n_many"']);
  });
});
