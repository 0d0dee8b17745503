import { LANGS } from '@pensia/domain/i18n/languages';
import { errorMessage } from '@pensia/domain/i18n/catalogue';
import { vmsg } from '@pensia/domain/i18n/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPrefix, errorText, i18n, setLanguage, translateValidationRef } from './i18n';

afterEach(async () => {
  await setLanguage('en');
});

describe('translateValidationRef', () => {
  it('turns a message reference of a schema into text of the current language', async () => {
    expect(translateValidationRef(vmsg('tooShort', { min: 3 }))).toBe('At least 3 characters.');
    await setLanguage('ru');
    expect(translateValidationRef(vmsg('tooShort', { min: 3 }))).toBe('Не менее 3 символов.');
    await setLanguage('ka');
    expect(translateValidationRef('passwordsDoNotMatch')).toBe('პაროლები არ ემთხვევა');
  });

  it('falls back to a generic text for a reference it does not know', () => {
    expect(translateValidationRef('Invalid input')).toBe('Please fill in the correct fields.');
  });
});

describe('languages', () => {
  it('switches the language, its URL prefix and the page language', async () => {
    await setLanguage('ka');
    expect(currentPrefix()).toBe('ge');
    expect(document.documentElement.lang).toBe('ka');
    expect(i18n.t('layout:menu.parameters')).toBe('პარამეტრები');
  });

  it('uses the Russian plural forms', async () => {
    await setLanguage('ru');
    const text = (count: number) => i18n.t('session:expiry.countdown', { count });
    expect(text(1)).toBe('Осталась 1 секунда');
    expect(text(3)).toBe('Осталось 3 секунды');
    expect(text(120)).toBe('Осталось 120 секунд');
    expect(text(21)).toBe('Осталась 21 секунда');
  });

  it('has the domain error texts as the errors namespace', async () => {
    await setLanguage('en');
    expect(i18n.t('errors:REFRESH_FAILED')).toBe('Refresh failed');
  });

  it.each(LANGS)('says a wait in minutes in %s exactly as the server does', async (lang) => {
    await setLanguage(lang);
    for (const minutes of [1, 3, 15]) {
      expect(errorText('TOO_MANY_FAILED_ATTEMPTS', { minutes })).toBe(errorMessage(lang, 'TOO_MANY_FAILED_ATTEMPTS', { minutes }));
    }
  });
});
