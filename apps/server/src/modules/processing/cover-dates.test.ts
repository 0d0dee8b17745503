import { settle, type Movement } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { coverDates } from './processing.service.ts';

let seq = 0;
const due = (id: string, amount: bigint, valueDate: string): Movement => ({ kind: 'contribution_due', amount: -amount, valueDate, sourceKind: 'declaration', sourceId: id, seq: ++seq });
const fine = (id: string, amount: bigint, valueDate: string): Movement => ({ kind: 'fine_imposed', amount: -amount, valueDate, sourceKind: 'fine', sourceId: id, seq: ++seq });
const paid = (amount: bigint, valueDate: string): Movement => ({ kind: 'payment_received', amount, valueDate, sourceKind: 'transaction', sourceId: `t${seq}`, seq: ++seq });

/** The rule as first written: each obligation walks the credits from the first. */
function coverDatesWalkingFromTheFirst(movements: Movement[]): Map<string, string> {
  const out = new Map<string, string>();
  const { obligations } = settle(movements);
  const credits = movements.filter((m) => m.amount > 0n);
  let needed = 0n;
  for (const o of obligations) {
    needed += o.owed;
    if (!o.settled || o.sourceKind !== 'declaration') continue;
    let running = 0n;
    for (const c of credits) {
      running += c.amount;
      if (running >= needed) {
        out.set(o.sourceId, c.valueDate > o.since ? c.valueDate : o.since);
        break;
      }
    }
  }
  return out;
}

describe('the day each declaration was covered', () => {
  it('is the day of the credit that completed everything owed up to it, not earlier than the day it was owed', () => {
    const ledger = [due('jan', 10_000n, '2024-02-05'), paid(5_000n, '2024-02-06'), due('feb', 10_000n, '2024-03-05'), fine('f', 50_000n, '2024-03-06'), paid(10_000n, '2024-03-07'), paid(60_000n, '2024-04-01'), due('mar', 5_000n, '2024-04-05')];
    expect(Object.fromEntries(coverDates(ledger))).toEqual({ jan: '2024-03-07', feb: '2024-04-01', mar: '2024-04-05' });
  });

  it('leaves out a declaration the credits do not cover', () => {
    expect(coverDates([paid(1_000n, '2024-01-01'), due('jan', 5_000n, '2024-02-05')]).has('jan')).toBe(false);
  });

  it('answers what walking the credits from the first answered, on many ledgers', () => {
    let a = 29;
    const next = () => ((a = (Math.imul(a, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296);
    let covered = 0;
    for (let ledgerNo = 0; ledgerNo < 300; ledgerNo++) {
      const ledger: Movement[] = [];
      for (let i = 0; i < 1 + Math.floor(next() * 40); i++) {
        const day = `2024-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
        const amount = BigInt(1 + Math.floor(next() * 20_000));
        const r = next();
        ledger.push(r < 0.45 ? due(`d${ledgerNo}-${i}`, amount, day) : r < 0.55 ? fine(`f${ledgerNo}-${i}`, amount, day) : paid(amount, day));
      }
      ledger.sort((x, y) => (x.valueDate < y.valueDate ? -1 : x.valueDate > y.valueDate ? 1 : x.seq - y.seq));
      const dates = coverDates(ledger);
      expect(dates).toEqual(coverDatesWalkingFromTheFirst(ledger));
      covered += dates.size;
    }
    // the ledgers drawn cover many declarations, not none
    expect(covered).toBeGreaterThan(300);
  });
});
