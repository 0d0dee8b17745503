import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

const tetri = (lari: number, t = 0) => BigInt(lari) * 100n + BigInt(t);

describe('amountInWords', () => {
  it.each([
    [tetri(1296, 50), 'ათას ორას ოთხმოცდათექვსმეტი ლარი და 50 თეთრი'],
    [tetri(0), 'ნული ლარი და 00 თეთრი'],
    [tetri(0, 5), 'ნული ლარი და 05 თეთრი'],
    [tetri(1), 'ერთი ლარი და 00 თეთრი'],
    [tetri(11), 'თერთმეტი ლარი და 00 თეთრი'],
    [tetri(20), 'ოცი ლარი და 00 თეთრი'],
    [tetri(21), 'ოცდაერთი ლარი და 00 თეთრი'],
    [tetri(30), 'ოცდაათი ლარი და 00 თეთრი'],
    [tetri(45), 'ორმოცდახუთი ლარი და 00 თეთრი'],
    [tetri(77), 'სამოცდაჩვიდმეტი ლარი და 00 თეთრი'],
    [tetri(99), 'ოთხმოცდაცხრამეტი ლარი და 00 თეთრი'],
    [tetri(100), 'ასი ლარი და 00 თეთრი'],
    [tetri(120), 'ას ოცი ლარი და 00 თეთრი'],
    [tetri(800), 'რვაასი ლარი და 00 თეთრი'],
    [tetri(1000), 'ათასი ლარი და 00 თეთრი'],
    [tetri(1001), 'ათას ერთი ლარი და 00 თეთრი'],
    [tetri(2000), 'ორი ათასი ლარი და 00 თეთრი'],
    [tetri(2500, 1), 'ორი ათას ხუთასი ლარი და 01 თეთრი'],
    [tetri(35_040), 'ოცდათხუთმეტი ათას ორმოცი ლარი და 00 თეთრი'],
    [tetri(1_000_000), 'ერთი მილიონი ლარი და 00 თეთრი'],
    [tetri(3_000_001), 'სამი მილიონ ერთი ლარი და 00 თეთრი'],
    [tetri(2_001_000), 'ორი მილიონ ათასი ლარი და 00 თეთრი'],
  ])('in Georgian: %s tetri', (amount, words) => {
    expect(amountInWords(amount, 'ka')).toBe(words);
  });

  it.each([
    [tetri(1296, 50), 'One thousand two hundred ninety-six lari and 50 tetri'],
    [tetri(0, 7), 'Zero lari and 07 tetri'],
    [tetri(15), 'Fifteen lari and 00 tetri'],
    [tetri(40), 'Forty lari and 00 tetri'],
    [tetri(101), 'One hundred one lari and 00 tetri'],
    [tetri(2_000_019), 'Two million nineteen lari and 00 tetri'],
    [tetri(999_999_999_999, 99), 'Nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine lari and 99 tetri'],
  ])('in English: %s tetri', (amount, words) => {
    expect(amountInWords(amount, 'en')).toBe(words);
  });

  it.each([
    [tetri(1296, 50), 'Одна тысяча двести девяносто шесть лари 50 тетри'],
    [tetri(0), 'Ноль лари 00 тетри'],
    [tetri(2000), 'Две тысячи лари 00 тетри'],
    [tetri(5000), 'Пять тысяч лари 00 тетри'],
    [tetri(11_000), 'Одиннадцать тысяч лари 00 тетри'],
    [tetri(21_000), 'Двадцать одна тысяча лари 00 тетри'],
    [tetri(44_444, 44), 'Сорок четыре тысячи четыреста сорок четыре лари 44 тетри'],
    [tetri(2_000_000), 'Два миллиона лари 00 тетри'],
    [tetri(5_000_001), 'Пять миллионов один лари 00 тетри'],
    [tetri(1_000_000_000), 'Один миллиард лари 00 тетри'],
  ])('in Russian: %s tetri', (amount, words) => {
    expect(amountInWords(amount, 'ru')).toBe(words);
  });

  it('refuses a negative amount and one beyond what the database holds', () => {
    expect(() => amountInWords(-1n, 'ka')).toThrow(RangeError);
    expect(() => amountInWords(100_000_000_000_000n, 'en')).toThrow(RangeError);
  });
});
