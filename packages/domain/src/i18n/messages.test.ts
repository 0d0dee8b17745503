import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '../errors.ts';
import { LANGS } from './languages.ts';
import { errorMessage, MESSAGES, statementMessage, validationMessage } from './catalogue.ts';
import { isValidationKey, parseVmsg, STATEMENT_TEXT_KEYS, successMessage, VALIDATION_KEYS, vmsg } from './messages.ts';

/** The parameters a text uses; each language chooses its own format of them (plural, relative time). */
const placeholders = (text: string) => [...text.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]!.split(',')[0]!.trim()).sort();

describe('message catalogue', () => {
  it('has the three languages of the portal', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual(['en', 'ka', 'ru']);
    expect([...LANGS].sort()).toEqual(['en', 'ka', 'ru']);
  });

  describe.each(LANGS)('in %s', (lang) => {
    it.each(ERROR_CODES)('error %s has a text', (code) => {
      const text = MESSAGES[lang].errors[code];
      expect(typeof text).toBe('string');
      expect(text.trim().length).toBeGreaterThan(0);
      expect(placeholders(text)).toEqual(placeholders(MESSAGES.en.errors[code]));
    });
    it.each(VALIDATION_KEYS)('validation key %s has a text', (key) => {
      const text = MESSAGES[lang].validation[key];
      expect(typeof text).toBe('string');
      expect(text.trim().length).toBeGreaterThan(0);
      expect(placeholders(text)).toEqual(placeholders(MESSAGES.en.validation[key]));
    });
    it.each(STATEMENT_TEXT_KEYS)('statement text %s has a text', (key) => {
      const text = MESSAGES[lang].statements[key];
      expect(typeof text).toBe('string');
      expect(text.trim().length).toBeGreaterThan(0);
      expect(placeholders(text)).toEqual(placeholders(MESSAGES.en.statements[key]));
    });
    it('has no text beyond the codes and keys', () => {
      expect(Object.keys(MESSAGES[lang].errors).sort()).toEqual([...ERROR_CODES].sort());
      expect(Object.keys(MESSAGES[lang].validation).sort()).toEqual([...VALIDATION_KEYS].sort());
      expect(Object.keys(MESSAGES[lang].statements).sort()).toEqual([...STATEMENT_TEXT_KEYS].sort());
    });
  });

  it("fills a parameter given per language with the text's own language's", () => {
    const params = { portfolio_ka: 'ზრდა', portfolio_en: 'Growth', portfolio_ru: 'Рост', month: '05.2020', date: '05.06.2020' };
    expect(errorMessage('ka', 'PORTFOLIO_PRICE_MISSING', params)).toContain('„ზრდა“');
    expect(errorMessage('en', 'PORTFOLIO_PRICE_MISSING', params)).toContain('“Growth”');
    expect(errorMessage('ru', 'PORTFOLIO_PRICE_MISSING', params)).toContain('«Рост»');
    // a parameter given once wins over the per-language ones
    expect(errorMessage('en', 'PORTFOLIO_PRICE_MISSING', { ...params, portfolio: 'One' })).toContain('“One”');
  });

  it('Georgian texts are in Georgian script and Russian texts in Cyrillic', () => {
    for (const code of ERROR_CODES) {
      expect(MESSAGES.ka.errors[code]).toMatch(/[\u10A0-\u10FF]/);
      expect(MESSAGES.ru.errors[code]).toMatch(/[\u0400-\u04FF]/);
    }
    for (const key of VALIDATION_KEYS) {
      expect(MESSAGES.ka.validation[key]).toMatch(/[\u10A0-\u10FF]/);
      expect(MESSAGES.ru.validation[key]).toMatch(/[\u0400-\u04FF]/);
    }
    for (const key of STATEMENT_TEXT_KEYS) {
      expect(MESSAGES.ka.statements[key], key).toMatch(/[\u10A0-\u10FF]/);
      expect(MESSAGES.ru.statements[key], key).toMatch(/[\u0400-\u04FF]/);
    }
  });

  it('fills the parameters of a statement text', () => {
    expect(statementMessage('ru', 'yearIncome', { year: 2026 })).toBe('Доход за 2026 год');
    expect(statementMessage('ka', 'asOf', { date: '25.11.2026' })).toBe('25.11.2026-ის მდგომარეობით');
  });

  it('every error code has an HTTP status', () => {
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(200);
  });

  it.each([
    ['INVALID_CREDENTIALS', 'Incorrect username or password.'],
    ['OLD_PASSWORD_WRONG', 'Old password is wrong'],
    ['EMPLOYER_ALREADY_REGISTERED', 'Such an employer has already been registered.'],
    ['ANSWERS_INVALID', 'The answers are invalid.'],
    ['SESSION_EXPIRED', 'The session has expired, please sign in again.'],
    ['REFRESH_FAILED', 'Refresh failed'],
    ['RECORD_NOT_FOUND', 'Record not found.'],
  ] as const)('the English text of %s is the catalogue wording of section 8', (code, text) => {
    expect(errorMessage('en', code)).toBe(text);
  });

  it('interpolates parameters and leaves unknown placeholders visible', () => {
    expect(errorMessage('en', 'TOO_MANY_ATTEMPTS', { seconds: 42 })).toBe('Too many attempts. Please wait 42 seconds and try again.');
    expect(errorMessage('ka', 'TOO_MANY_ATTEMPTS', { seconds: 42 })).toContain('42');
    expect(errorMessage('ru', 'TOO_MANY_ATTEMPTS', { seconds: 42 })).toContain('42');
    expect(errorMessage('en', 'TOO_MANY_ATTEMPTS')).toContain('{{seconds, duration(second)}}');
  });

  it.each([
    [1, 'Too many attempts. Please wait 1 second and try again.', 'upload the file again in 1 second.', 'about 1 second', 'загрузите файл снова через 1 секунду.'],
    [2, 'Too many attempts. Please wait 2 seconds and try again.', 'upload the file again in 2 seconds.', 'about 2 seconds', 'загрузите файл снова через 2 секунды.'],
    [5, 'Too many attempts. Please wait 5 seconds and try again.', 'upload the file again in 5 seconds.', 'about 5 seconds', 'загрузите файл снова через 5 секунд.'],
  ] as const)('names a wait of %i seconds in the plural of each language', (seconds, attempts, busy, inProgress, ruBusy) => {
    expect(errorMessage('en', 'TOO_MANY_ATTEMPTS', { seconds })).toBe(attempts);
    expect(errorMessage('en', 'UPLOADS_BUSY', { seconds })).toContain(busy);
    expect(errorMessage('en', 'UPLOAD_IN_PROGRESS', { seconds })).toContain(inProgress);
    expect(errorMessage('ru', 'UPLOADS_BUSY', { seconds })).toContain(ruBusy);
    expect(errorMessage('ka', 'UPLOADS_BUSY', { seconds })).toContain(`${seconds} წამში`);
  });

  it.each([
    [1, 'Too many failed attempts. Please try again in 1 minute.', 'ძალიან ბევრი წარუმატებელი მცდელობა. სცადეთ თავიდან 1 წუთში.', 'Слишком много неудачных попыток. Попробуйте снова через 1 минуту.'],
    [3, 'Too many failed attempts. Please try again in 3 minutes.', 'ძალიან ბევრი წარუმატებელი მცდელობა. სცადეთ თავიდან 3 წუთში.', 'Слишком много неудачных попыток. Попробуйте снова через 3 минуты.'],
    [15, 'Too many failed attempts. Please try again in 15 minutes.', 'ძალიან ბევრი წარუმატებელი მცდელობა. სცადეთ თავიდან 15 წუთში.', 'Слишком много неудачных попыток. Попробуйте снова через 15 минут.'],
  ] as const)('names a wait of %i minutes in the words and grammar of each language', (minutes, en, ka, ru) => {
    expect(errorMessage('en', 'TOO_MANY_FAILED_ATTEMPTS', { minutes })).toBe(en);
    expect(errorMessage('ka', 'TOO_MANY_FAILED_ATTEMPTS', { minutes })).toBe(ka);
    expect(errorMessage('ru', 'TOO_MANY_FAILED_ATTEMPTS', { minutes })).toBe(ru);
    expect(errorMessage('en', 'TOO_MANY_FAILED_ATTEMPTS')).toContain('{{minutes, relativetime(minute)}}');
  });

  it.each(LANGS)('success messages exist in %s', (lang) => {
    for (const key of ['passwordUpdated', 'dataUpdated', 'registered', 'passwordReset'] as const) {
      expect(successMessage(lang, key).trim().length).toBeGreaterThan(0);
    }
    expect(successMessage('en', 'passwordUpdated')).toBe('Password successfully updated');
  });
});

describe('vmsg and parseVmsg', () => {
  it.each([
    [['required'], 'required', { key: 'required', params: {} }],
    [['tooShort', { min: 3 }], 'tooShort?min=3', { key: 'tooShort', params: { min: '3' } }],
    [['tooLong', { max: 100 }], 'tooLong?max=100', { key: 'tooLong', params: { max: '100' } }],
    [['mobileMin', { min: 9, extra: 'a b' }], 'mobileMin?min=9&extra=a%20b', { key: 'mobileMin', params: { min: '9', extra: 'a b' } }],
    [['tooShort', { min: 'x&y=z?w' }], 'tooShort?min=x%26y%3Dz%3Fw', { key: 'tooShort', params: { min: 'x&y=z?w' } }],
    [['tooShort', { min: 'მინ' }], `tooShort?min=${encodeURIComponent('მინ')}`, { key: 'tooShort', params: { min: 'მინ' } }],
  ] as const)('vmsg%j is %j and parses back', (args, ref, parsed) => {
    const made = (vmsg as (...a: unknown[]) => string)(...args);
    expect(made).toBe(ref);
    expect(parseVmsg(made)).toEqual(parsed);
  });

  it.each([
    ['', { key: '', params: {} }],
    ['tooShort?', { key: 'tooShort', params: {} }],
    ['tooShort?min', { key: 'tooShort', params: { min: '' } }],
    ['tooShort?min=%', { key: 'tooShort', params: { min: '%' } }],
    ['Invalid input: expected string, received undefined', { key: 'Invalid input: expected string, received undefined', params: {} }],
  ])('parses a malformed or foreign reference %j without throwing', (ref, parsed) => {
    expect(parseVmsg(ref)).toEqual(parsed);
  });

  it('knows its keys', () => {
    expect(isValidationKey('required')).toBe(true);
    expect(isValidationKey('tooShort?min=3')).toBe(false);
    expect(isValidationKey('nonsense')).toBe(false);
  });
});

describe('validationMessage', () => {
  it.each([
    ['en', 'required', 'This field is required.'],
    ['en', 'tooShort?min=3', 'At least 3 characters.'],
    ['en', 'mobileMin?min=9', 'The mobile number must have at least 9 characters.'],
    ['en', 'emailRequired', 'Please enter an email address'],
    ['en', 'emailFormat', 'Wrong email format'],
    ['en', 'passwordsDoNotMatch', 'Passwords do not match'],
    ['ka', 'required', 'ველის შევსება სავალდებულოა.'],
    ['ka', 'tooShort?min=3', 'მინიმუმ 3 სიმბოლო.'],
    ['ka', 'emailFormat', 'ელ-ფოსტის ფორმატი არასწორია'],
    ['ru', 'required', 'Поле обязательно для заполнения.'],
    ['ru', 'tooLong?max=20', 'Не более 20 символов.'],
    ['ru', 'passwordsDoNotMatch', 'Пароли не совпадают'],
  ] as const)('in %s, %j reads %j', (lang, ref, text) => {
    expect(validationMessage(lang, ref)).toBe(text);
  });

  it.each(LANGS)('in %s an unknown or foreign reference falls back to the generic form text, never to nothing', (lang) => {
    const fallback = MESSAGES[lang].errors.FILL_CORRECT_FIELDS;
    expect(validationMessage(lang, 'nonsense')).toBe(fallback);
    expect(validationMessage(lang, 'Invalid input: expected string')).toBe(fallback);
    expect(validationMessage(lang, 'tooShort?min=%')).toBe(MESSAGES[lang].validation.tooShort.replace('{{min}}', '%'));
    expect(validationMessage(lang, '')).toBe(fallback);
  });

  it.each(LANGS)('in %s every key reads without a leftover placeholder when its parameters are given', (lang) => {
    for (const key of VALIDATION_KEYS) {
      const params = Object.fromEntries(placeholders(MESSAGES.en.validation[key]).map((name) => [name!, 7]));
      const text = validationMessage(lang, vmsg(key, params));
      expect(text).not.toMatch(/\{\{/);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
