import { describe, expect, it } from 'vitest';
import { isCorrespondencePath, languageRedirectTarget, paths, splitLanguage, switchLanguagePath } from './paths';

describe('paths', () => {
  it('builds links under a language prefix', () => {
    expect(paths.home('en')).toBe('/en');
    expect(paths.registerLegalEntity('ru')).toBe('/ru/register/legal-entity');
    expect(paths.declarationView('ge', 42)).toBe('/ge/declaration/view/42');
    expect(paths.declarationView('ge')).toBe('/ge/declaration/view');
    expect(paths.letters('en', 'new')).toBe('/en/letters/new');
    expect(paths.letters('en')).toBe('/en/letters');
    expect(paths.adminLogin('ge')).toBe('/ge/admin_login');
  });

  it('splits the language prefix off a path', () => {
    expect(splitLanguage('/en/employees?x=1')).toEqual({ prefix: 'en', rest: '/employees?x=1' });
    expect(splitLanguage('/ge')).toEqual({ prefix: 'ge', rest: '' });
    expect(splitLanguage('/employees')).toEqual({ prefix: null, rest: '/employees' });
    expect(splitLanguage('/english/x')).toEqual({ prefix: null, rest: '/english/x' });
  });
});

describe('switchLanguagePath', () => {
  it('keeps the screen, its query and hash', () => {
    expect(switchLanguagePath('/ge/employees', 'en')).toBe('/en/employees');
    expect(switchLanguagePath('/ru/declaration/view/7?page=2#rows', 'ge')).toBe('/ge/declaration/view/7?page=2#rows');
    expect(switchLanguagePath('/en', 'ru')).toBe('/ru');
    expect(switchLanguagePath('/en/', 'ru')).toBe('/ru');
  });
});

describe('languageRedirectTarget', () => {
  it('sends the root to Georgian', () => {
    expect(languageRedirectTarget('/', 'en')).toBe('/ge');
    expect(languageRedirectTarget('/?a=1', 'ru')).toBe('/ge?a=1');
  });

  it('puts a path without a prefix under the current language', () => {
    expect(languageRedirectTarget('/employees', 'en')).toBe('/en/employees');
    expect(languageRedirectTarget('/declaration/view/3?x=1', 'ru')).toBe('/ru/declaration/view/3?x=1');
    expect(languageRedirectTarget('/xx/yy', 'ge')).toBe('/ge/xx/yy');
  });

  it('leaves a prefixed path alone', () => {
    expect(languageRedirectTarget('/ru/employees', 'en')).toBe('/ru/employees');
  });
});

describe('isCorrespondencePath', () => {
  it('knows the notifications and letters screens', () => {
    expect(isCorrespondencePath('/ge/notifications')).toBe(true);
    expect(isCorrespondencePath('/en/letters/new/5')).toBe(true);
    expect(isCorrespondencePath('/en/employees')).toBe(false);
    expect(isCorrespondencePath('/en/lettersx')).toBe(false);
  });
});
