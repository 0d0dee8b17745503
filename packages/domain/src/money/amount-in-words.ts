import type { Lang } from '../i18n/languages.ts';
import type { Tetri } from './money.ts';

/**
 * An amount in words, as a payment order writes it beside the figures: the lari in words, the tetri in two
 * figures (1 296.50 → "ათას ორას ოთხმოცდათექვსმეტი ლარი და 50 თეთრი"). Table-driven per language; amounts up
 * to 999 999 999 999.99, the largest a NUMERIC(14,2) holds.
 */

// ---------------------------------------------------------------------------------------------------------
// Georgian: counts in twenties (ოცი, ორმოცი, სამოცი, ოთხმოცი, each joined to what follows by -და-); a
// number followed by another drops its final -ი (ასი → ას ოცი, ათასი → ათას ერთი).

const KA_ONES = ['', 'ერთი', 'ორი', 'სამი', 'ოთხი', 'ხუთი', 'ექვსი', 'შვიდი', 'რვა', 'ცხრა', 'ათი', 'თერთმეტი', 'თორმეტი', 'ცამეტი', 'თოთხმეტი', 'თხუთმეტი', 'თექვსმეტი', 'ჩვიდმეტი', 'თვრამეტი', 'ცხრამეტი'];
/** The twenties: 20, 40, 60, 80 as they stand alone; with something after them they end in -და-. */
const KA_TWENTIES = ['', 'ოცი', 'ორმოცი', 'სამოცი', 'ოთხმოცი'];
const KA_HUNDREDS = ['', 'ასი', 'ორასი', 'სამასი', 'ოთხასი', 'ხუთასი', 'ექვსასი', 'შვიდასი', 'რვაასი', 'ცხრაასი'];
/** Scales, in steps of a thousand: ათასი alone means one thousand; a million and more are counted. */
const KA_SCALES = ['', 'ათასი', 'მილიონი', 'მილიარდი'];

const kaCut = (word: string) => (word.endsWith('ი') ? word.slice(0, -1) : word);

function kaBelow100(n: number): string {
  if (n < 20) return KA_ONES[n]!;
  const twenties = Math.floor(n / 20);
  const rest = n % 20;
  return rest === 0 ? KA_TWENTIES[twenties]! : `${kaCut(KA_TWENTIES[twenties]!)}და${KA_ONES[rest]}`;
}

function kaBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return kaBelow100(rest);
  return rest === 0 ? KA_HUNDREDS[hundreds]! : `${kaCut(KA_HUNDREDS[hundreds]!)} ${kaBelow100(rest)}`;
}

function kaWords(n: number): string {
  if (n === 0) return 'ნული';
  const groups = thousands(n);
  const parts: string[] = [];
  groups.forEach((group, scale) => {
    if (group === 0) return;
    // nothing after it (every lower group is zero): the scale keeps its final -ი
    const last = groups.slice(0, scale).every((g) => g === 0);
    if (scale === 0) parts.push(kaBelow1000(group));
    else {
      const word = last ? KA_SCALES[scale]! : kaCut(KA_SCALES[scale]!);
      parts.push(scale === 1 && group === 1 ? word : `${kaBelow1000(group)} ${word}`);
    }
  });
  // groups are read from the lowest; the words go from the highest
  return parts.reverse().join(' ');
}

// ---------------------------------------------------------------------------------------------------------
// English

const EN_ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion'];

function enBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens = rest < 20 ? EN_ONES[rest]! : `${EN_TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${EN_ONES[rest % 10]}` : ''}`;
  return [hundreds ? `${EN_ONES[hundreds]} hundred` : '', tens].filter(Boolean).join(' ');
}

function enWords(n: number): string {
  if (n === 0) return 'zero';
  const parts: string[] = [];
  thousands(n).forEach((group, scale) => {
    if (group) parts.push(scale ? `${enBelow1000(group)} ${EN_SCALES[scale]}` : enBelow1000(group));
  });
  return parts.reverse().join(' ');
}

// ---------------------------------------------------------------------------------------------------------
// Russian: тысяча is feminine (одна, две тысячи); the scales take the noun's form after the number
// (1 тысяча, 2–4 тысячи, 5–20 тысяч; 11–14 always the last). Лари and тетри do not change.

const RU_ONES_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'];
const RU_TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const RU_HUNDREDS = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];
/** Each scale: its forms for 1, 2–4 and 5 or more, and whether it is feminine. */
const RU_SCALES: { forms: [string, string, string]; feminine: boolean }[] = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
];

function ruForm(n: number, forms: [string, string, string]): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

function ruBelow1000(n: number, feminine: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const ones = (k: number) => (feminine && k === 1 ? 'одна' : feminine && k === 2 ? 'две' : RU_ONES_M[k]!);
  const tens = rest < 20 ? ones(rest) : [RU_TENS[Math.floor(rest / 10)]!, rest % 10 ? ones(rest % 10) : ''].filter(Boolean).join(' ');
  return [RU_HUNDREDS[hundreds]!, tens].filter(Boolean).join(' ');
}

function ruWords(n: number): string {
  if (n === 0) return 'ноль';
  const parts: string[] = [];
  thousands(n).forEach((group, scale) => {
    if (!group) return;
    const { forms, feminine } = RU_SCALES[scale]!;
    parts.push(scale ? `${ruBelow1000(group, feminine)} ${ruForm(group, forms)}` : ruBelow1000(group, false));
  });
  return parts.reverse().join(' ');
}

// ---------------------------------------------------------------------------------------------------------

/** Groups of three digits, the lowest first. */
function thousands(n: number): number[] {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  return groups;
}

const WORDS: Record<Lang, { words: (n: number) => string; amount: (lari: string, tetri: string) => string }> = {
  ka: { words: kaWords, amount: (lari, tetri) => `${lari} ლარი და ${tetri} თეთრი` },
  en: { words: enWords, amount: (lari, tetri) => `${lari} lari and ${tetri} tetri` },
  ru: { words: ruWords, amount: (lari, tetri) => `${lari} лари ${tetri} тетри` },
};

/** The largest amount a NUMERIC(14,2) holds, in tetri. */
const MAX_TETRI = 99_999_999_999_999n;

/**
 * A non-negative amount in words in a language: the lari in words, the tetri in two figures; English and
 * Russian begin with a capital letter, as on a bank's form. Throws on a negative amount or one beyond
 * 999 999 999 999.99 (no money of the portal can be either).
 */
export function amountInWords(amount: Tetri, lang: Lang): string {
  if (amount < 0n || amount > MAX_TETRI) throw new RangeError(`amount out of range: ${amount}`);
  const lari = Number(amount / 100n);
  const tetri = String(amount % 100n).padStart(2, '0');
  const { words, amount: phrase } = WORDS[lang];
  const text = phrase(words(lari), tetri);
  return lang === 'ka' ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
