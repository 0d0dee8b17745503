import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANG,
  DEFAULT_PREFIX,
  isLanguagePrefix,
  langOfPrefix,
  localeOfLang,
  negotiateLang,
  prefixOfLang,
} from './languages.ts';

describe('languages (section 9)', () => {
  it('Georgian is the default, under /ge', () => {
    expect(DEFAULT_LANG).toBe('ka');
    expect(DEFAULT_PREFIX).toBe('ge');
  });

  it.each([
    ['ge', 'ka', 'ka-GE'],
    ['en', 'en', 'en-US'],
    ['ru', 'ru', 'ru-RU'],
  ] as const)('prefix %s is language %s with locale %s', (prefix, lng, locale) => {
    expect(isLanguagePrefix(prefix)).toBe(true);
    expect(langOfPrefix(prefix)).toBe(lng);
    expect(prefixOfLang(lng)).toBe(prefix);
    expect(localeOfLang(lng)).toBe(locale);
  });

  it.each(['ka', 'de', '', undefined, 'GE', 'en-US'])('%j is not a URL prefix', (value) => {
    expect(isLanguagePrefix(value)).toBe(false);
  });
});

describe('negotiateLang', () => {
  it.each([
    [undefined, 'ka'],
    [null, 'ka'],
    ['', 'ka'],
    ['*', 'ka'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['ka', 'ka'],
    ['ka-GE', 'ka'],
    ['ge', 'ka'],
    ['de-DE,fr;q=0.9', 'ka'],
    ['de-DE, ru;q=0.5', 'ru'],
    ['fr, en;q=0.8, ru;q=0.9', 'ru'],
    ['en;q=0.1, ru;q=0.9', 'ru'],
    ['en;q=0, ru;q=0.2', 'ru'],
    ['en;q=0', 'ka'],
    ['ru;q=0.5, en;q=0.5', 'ru'],
    [' en ; q=1 ', 'en'],
    ['en;q=abc', 'en'],
    [',,;;', 'ka'],
  ])('%j → %s', (header, lang) => {
    expect(negotiateLang(header)).toBe(lang);
  });
});
