import { describe, expect, it } from 'vitest';
import { errorMessage } from '../i18n/catalogue.ts';
import { LANGS } from '../i18n/languages.ts';
import {
  OPTOUT_DOC_TYPE_NAMES,
  OPTOUT_REFUSAL_ERRORS,
  OPTOUT_STATUS_NAMES,
  optOutEligibility,
  optOutIsOpen,
  parseOptOutDocumentTypes,
  withdrawnFor,
  type OptOutCandidate,
} from './optout.ts';

const may: OptOutCandidate = {
  person: { birthDate: '1970-05-10', gender: 'male' },
  joined: { year: 2026, month: 9 },
  withdrawn: false,
  pending: false,
  on: '2026-11-24',
};
const window = { opens: '2026-11-01', closes: '2027-01-31' };

describe('optOutEligibility: who may leave, until when, and what the requests say', () => {
  it.each([
    ['a man of 48 in 2018, joined in September, in November', may, null, window],
    ['on the first day of the window', { ...may, on: '2026-11-01' }, null, window],
    ['on the last day of the window', { ...may, on: '2027-01-31' }, null, window],
    ['the day before the window', { ...may, on: '2026-10-31' }, 'beforeWindow', window],
    ['the day after the window', { ...may, on: '2027-02-01' }, 'afterWindow', window],
    ['no contribution yet', { ...may, joined: null }, 'notJoined', null],
    ['39 on 6 August 2018', { ...may, person: { birthDate: '1978-08-07', gender: 'male' as const } }, 'mandatoryParticipant', null],
    ['40 on the day', { ...may, person: { birthDate: '1978-08-06', gender: 'male' as const } }, null, window],
    ['a man of 60 then', { ...may, person: { birthDate: '1958-08-06', gender: 'male' as const } }, 'notParticipant', null],
    ['a woman of 54 then', { ...may, person: { birthDate: '1963-08-07', gender: 'female' as const } }, null, window],
    ['a woman of 55 then', { ...may, person: { birthDate: '1963-08-06', gender: 'female' as const } }, 'notParticipant', null],
    // the organization never declared the person: nothing else is told
    ['not in the organization’s declarations', { ...may, person: null, withdrawn: true, pending: true }, 'notEmployee', null],
    ['withdrawn already', { ...may, withdrawn: true, pending: true }, 'alreadyWithdrawn', window],
    ['a request under way', { ...may, pending: true }, 'alreadyRequested', window],
    ['a request under way outside the window', { ...may, pending: true, on: '2027-03-01' }, 'alreadyRequested', window],
    ['a mandatory participant withdrawn? the withdrawal is told first', { ...may, person: { birthDate: '1990-01-01', gender: 'female' as const }, withdrawn: true }, 'alreadyWithdrawn', window],
  ] as const)('%s → %s', (_what, candidate, refusal, w) => {
    expect(optOutEligibility(candidate)).toEqual({ refusal, window: w });
  });

  it('every refusal has its message in ka, en and ru, the window named where there is one', () => {
    for (const code of Object.values(OPTOUT_REFUSAL_ERRORS)) {
      for (const lang of LANGS) {
        const text = errorMessage(lang, code, { opens: '01.11.2026', closes: '31.01.2027' });
        expect(text, `${lang} ${code}`).not.toMatch(/\{\{/);
        expect(text.length).toBeGreaterThan(10);
      }
    }
    expect(errorMessage('en', 'OPTOUT_BEFORE_WINDOW', { opens: '01.11.2026', closes: '31.01.2027' })).toContain('01.11.2026');
    expect(errorMessage('ka', 'OPTOUT_AFTER_WINDOW', { opens: '01.11.2026', closes: '31.01.2027' })).toContain('31.01.2027');
  });
});

describe('withdrawnFor: rows from the month of the withdrawal on carry no contributions', () => {
  it.each([
    [null, { year: 2030, month: 1 }, false],
    [{ year: 2026, month: 11 }, { year: 2026, month: 10 }, false],
    [{ year: 2026, month: 11 }, { year: 2026, month: 11 }, true],
    [{ year: 2026, month: 11 }, { year: 2026, month: 12 }, true],
    [{ year: 2026, month: 12 }, { year: 2027, month: 1 }, true],
    [{ year: 2026, month: 12 }, { year: 2025, month: 12 }, false],
  ])('withdrawn %o, row of %o → %s', (withdrawal, period, expected) => {
    expect(withdrawnFor(withdrawal, period)).toBe(expected);
  });
});

describe('documents and statuses', () => {
  it.each([
    ['employee_request', 1, ['employee_request']],
    ['employee_request, identity_document', 2, ['employee_request', 'identity_document']],
    ['employee_request', 2, undefined],
    ['', 0, []],
    [undefined, 0, []],
    ['passport', 1, undefined],
  ] as const)('%j for %d files → %j', (value, count, expected) => {
    expect(parseOptOutDocumentTypes(value, count)).toEqual(expected);
  });

  it('only a new request is open; every status and document type is named in three languages', () => {
    expect(optOutIsOpen('new')).toBe(true);
    expect(optOutIsOpen('satisfied')).toBe(false);
    expect(optOutIsOpen('rejected')).toBe(false);
    for (const n of [...Object.values(OPTOUT_STATUS_NAMES), ...Object.values(OPTOUT_DOC_TYPE_NAMES)]) {
      expect(n.nameKa).toMatch(/[\u10D0-\u10FF]/);
      expect(n.nameRu).toMatch(/[\u0400-\u04FF]/);
      expect(n.nameEn).toMatch(/^[A-Z]/);
    }
  });
});
