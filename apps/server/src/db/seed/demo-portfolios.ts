import { dateOfInstant, formatMicro, parseUnitPrice } from '@pensia/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/** Months of demo reports: three years back from the month before this one. */
const REPORT_MONTHS = 36;

interface DemoPortfolio {
  id: string;
  names: [ka: string, en: string, ru: string];
  descriptions: [ka: string, en: string, ru: string];
  risk: number;
  ordinal: number;
  /** Monthly growth of the unit price in hundredths of a percent, by month of a repeating year (a demo's ups and downs). */
  growth: readonly number[];
  fee: string;
  assetClasses: Record<'deposits' | 'bonds' | 'equities' | 'other', string>;
  currencies: Record<string, string>;
  holdings: [string, string][];
}

/** The two portfolios besides the default one (the migration writes "balanced"), and the default's figures. */
const PORTFOLIOS: DemoPortfolio[] = [
  {
    id: 'conservative',
    names: ['კონსერვატიული', 'Conservative', 'Консервативный'],
    descriptions: [
      'ძირითადად საბანკო დეპოზიტები და სახელმწიფო ობლიგაციები ლარში. დაბალი რისკი: ღირებულება ნაკლებად მერყეობს, მოსალოდნელი შემოსავალიც ნაკლებია.',
      'Mostly bank deposits and government bonds in lari. Low risk: the value moves little, and the expected return is lower.',
      'В основном банковские депозиты и государственные облигации в лари. Низкий риск: стоимость меняется мало, ожидаемая доходность ниже.',
    ],
    risk: 1,
    ordinal: 1,
    growth: [62, 60, 58, 61, 59, 57, 60, 62, 58, 59, 61, 60],
    fee: '0.3000',
    assetClasses: { deposits: '62.5000', bonds: '34.0000', equities: '0.0000', other: '3.5000' },
    currencies: { GEL: '88.0000', USD: '12.0000' },
    holdings: [
      ['TBC Bank term deposit', '18.2000'],
      ['Bank of Georgia term deposit', '17.6000'],
      ['Georgian Treasury bond 2029', '14.1000'],
      ['Liberty Bank term deposit', '11.3000'],
      ['Georgian Treasury bond 2027', '10.4000'],
    ],
  },
  {
    id: 'balanced',
    names: ['დაბალანსებული', 'Balanced', 'Сбалансированный'],
    descriptions: ['', '', ''],
    risk: 2,
    ordinal: 2,
    growth: [],
    fee: '0.4500',
    assetClasses: { deposits: '44.0000', bonds: '33.5000', equities: '17.5000', other: '5.0000' },
    currencies: { GEL: '76.0000', USD: '19.0000', EUR: '5.0000' },
    holdings: [
      ['Georgian Treasury bond 2029', '12.4000'],
      ['TBC Bank term deposit', '11.9000'],
      ['Bank of Georgia term deposit', '11.2000'],
      ['iShares MSCI ACWI ETF', '8.6000'],
      ['Georgian Treasury bond 2031', '7.3000'],
    ],
  },
  {
    id: 'growth',
    names: ['ზრდაზე ორიენტირებული', 'Growth', 'Ориентированный на рост'],
    descriptions: [
      'დიდი წილი — საერთაშორისო აქციები, დანარჩენი — ობლიგაციები და დეპოზიტები. მაღალი რისკი: ღირებულება შეიძლება თვეების განმავლობაში შემცირდეს; შესაფერისია, ვისაც პენსიამდე ბევრი წელი აქვს.',
      'A large share of international equities, the rest bonds and deposits. High risk: the value can fall for months at a time; suited to those with many years before pension age.',
      'Большая доля международных акций, остальное — облигации и депозиты. Высокий риск: стоимость может снижаться месяцами; подходит тем, кому до пенсии много лет.',
    ],
    risk: 3,
    ordinal: 3,
    growth: [140, -85, 120, 95, -160, 150, 110, -40, 90, 130, -70, 100],
    fee: '0.6500',
    assetClasses: { deposits: '18.0000', bonds: '24.0000', equities: '53.0000', other: '5.0000' },
    currencies: { GEL: '47.0000', USD: '38.0000', EUR: '15.0000' },
    holdings: [
      ['iShares MSCI ACWI ETF', '21.4000'],
      ['Vanguard FTSE All-World ETF', '16.8000'],
      ['Georgian Treasury bond 2031', '9.6000'],
      ['Xtrackers MSCI Emerging Markets ETF', '8.2000'],
      ['TBC Bank term deposit', '7.5000'],
    ],
  },
];

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The demo portfolios with three years of monthly reports. The default portfolio's reports carry the agency's
 * unit price of their month (the latest on or before the month's end, as processing converts at); the others'
 * prices grow month by month and are their `portfolio_prices`. The demo participant stays in the default
 * portfolio. Runs after the demo participant, whose unit prices it reads.
 */
export async function seedDemoPortfolios(trx: Transaction<Database>, now: Date) {
  const today = dateOfInstant(now);
  const [cy, cm] = today.split('-').map(Number) as [number, number];
  for (const p of PORTFOLIOS) {
    if (p.id !== 'balanced') {
      await sql`insert into portfolios (id, name_ka, name_en, name_ru, description_ka, description_en, description_ru, risk_level, ordinal)
        values (${p.id}, ${p.names[0]}, ${p.names[1]}, ${p.names[2]}, ${p.descriptions[0]}, ${p.descriptions[1]}, ${p.descriptions[2]}, ${p.risk}, ${p.ordinal})`.execute(trx);
    }
    let price = 1_000_000n;
    for (let back = REPORT_MONTHS; back >= 1; back--) {
      const index = cy * 12 + cm - 1 - back;
      const y = Math.floor(index / 12);
      const m = (index % 12) + 1;
      let asOf = iso(y, m, lastDay(y, m));
      if (p.id === 'balanced') {
        const { rows } = await sql<{ date: string; price: string }>`select date::text as date, price::text as price from unit_prices where date <= ${asOf}::date order by date desc limit 1`.execute(trx);
        if (!rows[0]) continue;
        asOf = rows[0].date;
        price = parseUnitPrice(rows[0].price)!;
      } else {
        price = (price * BigInt(10_000 + p.growth[m - 1]!)) / 10_000n;
        await sql`insert into portfolio_prices (portfolio_id, date, price) values (${p.id}, ${asOf}::date, ${formatMicro(price)}::numeric)`.execute(trx);
      }
      const netAssets = `${(p.risk === 2 ? 1_850_000_000 : p.risk === 1 ? 240_000_000 : 95_000_000) + (REPORT_MONTHS - back) * 9_000_000 * p.risk}.00`;
      await sql`insert into portfolio_reports (portfolio_id, year, month, as_of, unit_price, net_assets, management_fee)
        values (${p.id}, ${y}, ${m}, ${asOf}::date, ${formatMicro(price)}::numeric, ${netAssets}::numeric, ${p.fee}::numeric)`.execute(trx);
      const lines: { kind: string; ordinal: number; code: string; share: string }[] = [
        ...Object.entries(p.assetClasses).map(([code, share], i) => ({ kind: 'asset_class', ordinal: i + 1, code, share })),
        ...Object.entries(p.currencies).map(([code, share], i) => ({ kind: 'currency', ordinal: i + 1, code, share })),
        ...p.holdings.map(([code, share], i) => ({ kind: 'holding', ordinal: i + 1, code, share })),
      ];
      await sql`insert into portfolio_report_lines (portfolio_id, year, month, kind, ordinal, code, share)
        select ${p.id}, ${y}, ${m}, r.kind, r.ordinal, r.code, r.share
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as r(kind text, ordinal smallint, code text, share numeric)`.execute(trx);
    }
  }
}
