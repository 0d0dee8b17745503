import { isPersonalNumber } from '@pensia/domain';

/**
 * The country's shape at a scale (decision 0090): how many organizations of which sizes, who works where,
 * each person's birth date, gender and salary. Everything follows from the seed; the same scale and seed
 * give the same rows, byte for byte.
 */

/** Scale 1: the agency's published figures (more than 60,000 employers, 1,285,000 participants in 2022). */
export const NATIONAL_ORGANIZATIONS = 60_000;
export const NATIONAL_PARTICIPANTS = 1_300_000;
export const HISTORY_MONTHS = 96;
/** Positions per participant: about one person in ten works for two employers. */
const POSITIONS_PER_PERSON = 1.1;

/** Size bands of employers (share of organizations, fewest and most employees): most have under 10, a few over 10,000. */
export const SIZE_BANDS = [
  { share: 0.0002, min: 10_000, max: 25_000 },
  { share: 0.0028, min: 1_000, max: 9_999 },
  { share: 0.012, min: 250, max: 999 },
  { share: 0.045, min: 50, max: 249 },
  { share: 0.14, min: 10, max: 49 },
  { share: 0.8, min: 1, max: 9 },
] as const;

/** mulberry32: a small seeded generator, enough for a data set's shape. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A stable hash of an integer, for per-person attributes that must not depend on the order they are asked in. */
export function hash(n: number, salt = 0): number {
  let h = (n ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

/** A deterministic UUID (version 4 layout) from the generator. */
export function uuid(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Math.floor(next() * 4) + 8) as number).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface Organization {
  index: number;
  id: string;
  code: string;
  name: string;
  /** Its employees: indexes of people, each once. */
  people: number[];
  /** Simple form for small employers, detailed for 50 employees and more. */
  form: 'simple' | 'detailed';
}

export interface Person {
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: 'male' | 'female';
  /** Monthly gross salary in the history's first year, tetri; it grows 6 % a year. */
  salary2018: bigint;
}

const FIRST_MALE = ['გიორგი', 'დავითი', 'ლევანი', 'ნიკა', 'ირაკლი', 'ზურაბი', 'ალექსანდრე', 'ლუკა', 'თორნიკე', 'გოჩა'];
const FIRST_FEMALE = ['ნინო', 'მარიამი', 'ანა', 'თამარი', 'ეკატერინე', 'ნათია', 'სოფიო', 'ქეთევანი', 'მაკა', 'ელენე'];
const LAST = ['ბერიძე', 'მამედოვი', 'კაპანაძე', 'გელაშვილი', 'მაისურაძე', 'გიორგაძე', 'ლომიძე', 'წიკლაური', 'ბოლქვაძე', 'ნოზაძე', 'ხუციშვილი', 'შენგელია'];
const KINDS = ['შპს', 'სს', 'ი/მ', 'ააიპ'];

/** The country at `scale`: organizations with their staff, and how many people there are. */
export function country(scale: number, seed: number): { organizations: Organization[]; participants: number; positions: number } {
  const next = random(seed);
  const total = Math.max(10, Math.round(NATIONAL_ORGANIZATIONS * scale));
  const participants = Math.max(50, Math.round(NATIONAL_PARTICIPANTS * scale));
  // band counts from the largest down, the smallest band takes what is left
  const sizes: number[] = [];
  for (const band of SIZE_BANDS) {
    const count = band.max <= 9 ? total - sizes.length : Math.round(band.share * total);
    for (let i = 0; i < count; i++) sizes.push(Math.round(Math.exp(Math.log(band.min) + next() * (Math.log(band.max + 1) - Math.log(band.min)))));
  }
  // sizes scaled so that the positions are the participants' jobs; at least one employee each
  const raw = sizes.reduce((a, b) => a + b, 0);
  const factor = (participants * POSITIONS_PER_PERSON) / raw;
  const scaled = sizes.map((s) => Math.max(1, Math.round(s * factor)));
  // organizations in a shuffled order, so that the large ones are not all first
  for (let i = scaled.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [scaled[i], scaled[j]] = [scaled[j]!, scaled[i]!];
  }
  let position = 0;
  const organizations = scaled.map((size, index) => {
    // first jobs take people in turn; a position past the last person is someone's second job
    const people = new Set<number>();
    for (let k = 0; k < size; k++, position++) people.add(position < participants ? position : (position * 7919) % participants);
    const code = String(200_000_000 + index);
    return {
      index,
      id: uuid(next),
      code,
      name: `${KINDS[index % KINDS.length]} „${LAST[index % LAST.length]} ${index}“`,
      people: [...people],
      form: size >= 50 ? ('detailed' as const) : ('simple' as const),
    };
  });
  // a second job that fell on someone already there is left out: the jobs are the employees counted
  return { organizations, participants, positions: organizations.reduce((n, o) => n + o.people.length, 0) };
}

/** Person `p`: a personal number of a region's two digits and nine of its own, born 1962–2006. */
export function person(p: number): Person {
  const gender = hash(p, 1) < 0.5 ? 'male' : 'female';
  const year = 1962 + Math.floor(hash(p, 2) * 45);
  const month = 1 + Math.floor(hash(p, 3) * 12);
  const day = 1 + Math.floor(hash(p, 4) * 28);
  const personalNumber = String(1 + Math.floor(hash(p, 5) * 62)).padStart(2, '0') + String(p).padStart(9, '0');
  if (!isPersonalNumber(personalNumber)) throw new Error(`not a personal number: ${personalNumber}`);
  // monthly salaries from about 400 to 12,000 GEL, most near 1,000 (a skewed draw)
  const salaryGel = 400 + Math.floor(Math.pow(hash(p, 6), 3) * 11_600);
  const first = gender === 'male' ? FIRST_MALE : FIRST_FEMALE;
  return {
    personalNumber,
    firstName: first[Math.floor(hash(p, 7) * first.length)]!,
    lastName: LAST[Math.floor(hash(p, 8) * LAST.length)]!,
    birthDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    gender,
    salary2018: BigInt(salaryGel) * 100n + BigInt(Math.floor(hash(p, 9) * 100)),
  };
}

/** The person's gross salary in a year, tetri: 6 % more each year from 2018, to the tetri. */
export function salaryIn(p: Person, year: number): bigint {
  let s = p.salary2018;
  for (let y = 2018; y < year; y++) s = (s * 106n) / 100n;
  return s;
}
