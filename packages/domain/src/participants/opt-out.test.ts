import { describe, expect, it } from 'vitest';
import { optOutRefusal, optOutWindow } from './opt-out.ts';

describe('optOutWindow: the 3rd to the 5th month after joining, the month of joining being the 1st', () => {
  it.each([
    [{ year: 2019, month: 1 }, '2019-03-01', '2019-05-31'],
    [{ year: 2019, month: 11 }, '2020-01-01', '2020-03-31'],
    [{ year: 2019, month: 12 }, '2020-02-01', '2020-04-30'],
    // February's length in the window's last month
    [{ year: 2023, month: 10 }, '2023-12-01', '2024-02-29'],
    [{ year: 2022, month: 10 }, '2022-12-01', '2023-02-28'],
  ])('joined %o: %s to %s', (joined, opens, closes) => {
    expect(optOutWindow(joined)).toEqual({ opens, closes });
  });
});

describe('optOutRefusal', () => {
  const may = { birthDate: '1970-05-10', gender: 'male' as const, joined: { year: 2019, month: 1 } };
  it.each([
    // who: counted on 6 August 2018
    [{ ...may, birthDate: '1978-08-07', on: '2019-04-01' }, 'mandatoryParticipant'], // 39 then
    [{ ...may, birthDate: '1978-08-06', on: '2019-04-01' }, null], // 40 on the day
    [{ ...may, birthDate: '1958-08-07', on: '2019-04-01' }, null], // a man of 59
    [{ ...may, birthDate: '1958-08-06', on: '2019-04-01' }, 'notParticipant'], // a man of 60
    [{ ...may, gender: 'female' as const, birthDate: '1963-08-07', on: '2019-04-01' }, null], // a woman of 54
    [{ ...may, gender: 'female' as const, birthDate: '1963-08-06', on: '2019-04-01' }, 'notParticipant'], // a woman of 55
    [{ ...may, joined: null, on: '2019-04-01' }, 'notJoined'],
    // when: joined in January 2019, from 1 March to 31 May
    [{ ...may, on: '2019-02-28' }, 'beforeWindow'],
    [{ ...may, on: '2019-03-01' }, null],
    [{ ...may, on: '2019-05-31' }, null],
    [{ ...may, on: '2019-06-01' }, 'afterWindow'],
  ] as const)('%o → %s', (p, refusal) => {
    expect(optOutRefusal(p)).toBe(refusal);
  });
});
