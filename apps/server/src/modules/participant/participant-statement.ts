import {
  buildAccount,
  dateOfInstant,
  formatDate,
  formatMoney,
  formatMoneyPlain,
  formatNumber,
  formatPercent,
  paidByOrganization,
  statementMessage,
  type ContributionStatus,
  type Lang,
  type ParticipantPortfolio,
  type StatementTextKey,
  type Tetri,
} from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { statementPdf, type Block, type StatementContent } from './statement.pdf.ts';
import { participantPortfolio } from '../portfolios/participant-portfolio.service.ts';
import { contributionsOf, participantAccount } from './participant.service.ts';

/**
 * The statements as PDFs: the participant's own (account, portfolio, every contribution) and the employer's
 * statement of what it paid for one person, in the reader's language.
 */

const plain = (t: Tetri) => formatMoneyPlain(t);

const STATUS_TEXT: Record<ContributionStatus, StatementTextKey> = { paid: 'statusPaid', unpaid: 'statusUnpaid', converted: 'statusConverted' };
const BAND_TEXT = { twoPercent: 'bandTwoPercent', onePercent: 'bandOnePercent', none: 'bandNone' } as const satisfies Record<string, StatementTextKey>;
const RISK_TEXT = { 1: 'risk1', 2: 'risk2', 3: 'risk3' } as const satisfies Record<number, StatementTextKey>;
const ASSET_CLASS_TEXT: Record<string, StatementTextKey> = { deposits: 'assetDeposits', bonds: 'assetBonds', equities: 'assetEquities', other: 'assetOther' };
const PERIOD_TEXT = { oneMonth: 'periodOneMonth', oneYear: 'periodOneYear', threeYears: 'periodThreeYears', sinceStart: 'periodSinceStart' } as const satisfies Record<string, StatementTextKey>;

/** The statements' figures as the screens show them in `lang`: dates, lari with ₾, units and prices, percentages. */
function statementFormat(lang: Lang) {
  return {
    t: (key: StatementTextKey, params?: Record<string, string | number>) => statementMessage(lang, key, params),
    date: (iso: string | null) => (iso ? formatDate(iso, lang) : '—'),
    gel: (amount: string) => formatMoney(amount, 'GEL', lang),
    micro: (value: string | null) => (value ? formatNumber(value, lang, 6) : '—'),
    percent: (value: string) => formatPercent(value, lang),
  };
}

/** `GET participant/statement`: the participant's own statement, as a PDF in the participant's language. */
export async function participantStatement(deps: Deps, actor: Actor, lang: Lang) {
  const { content, fileName } = await participantStatementContent(deps, actor, lang);
  return { file: await statementPdf(content, { creationDate: deps.clock.now(), lang }), fileName };
}

/** The statement's part on the participant's portfolio: what it is, its latest report and its returns, every figure with its date. */
function portfolioBlocks(p: ParticipantPortfolio, lang: Lang): Block[] {
  const { t, date, gel, percent } = statementFormat(lang);
  const share = (s: { share: string }) => percent(s.share);
  const report = p.report;
  const on = report ? date(report.asOf) : '';
  const own = p.ownReturn;
  const inflation = p.inflation;
  return [
    { kind: 'heading', text: t('portfolioHeading') },
    {
      kind: 'figures',
      items: [
        { label: t('portfolioName'), value: p.portfolio.name[lang] },
        { label: t('riskLevel'), value: t(RISK_TEXT[p.portfolio.riskLevel as 1 | 2 | 3]) },
        { label: t('inPortfolio'), value: p.since ? t('sinceDate', { date: date(p.since) }) : t('sinceOpening') },
        ...(report
          ? [
              { label: t('reportOf'), value: on },
              { label: t('netAssetsOn', { date: on }), value: gel(report.netAssets) },
              { label: t('managementFee'), value: percent(report.managementFee) },
            ]
          : []),
      ],
    },
    report
      ? {
          kind: 'tables',
          tables: [
            {
              kind: 'table', caption: t('assetClassesOn', { date: on }),
              columns: [{ label: t('colAssetClass'), grow: true }, { label: t('colShare'), align: 'right' }],
              rows: report.assetClasses.map((c) => [ASSET_CLASS_TEXT[c.code] ? t(ASSET_CLASS_TEXT[c.code]!) : c.code, share(c)]),
            },
            {
              kind: 'table', caption: t('currenciesOn', { date: on }),
              columns: [{ label: t('colCurrency'), grow: true }, { label: t('colShare'), align: 'right' }],
              rows: report.currencies.map((c) => [c.code, share(c)]),
            },
            {
              kind: 'table', caption: t('holdingsOn', { date: on }),
              columns: [{ label: t('colHolding'), wrap: true, grow: true }, { label: t('colShare'), align: 'right' }],
              rows: report.holdings.map((h) => [h.code, share(h)]),
            },
          ],
        }
      : { kind: 'note', text: t('noReport') },
    { kind: 'heading', text: t('returnsHeading') },
    {
      kind: 'tables',
      tables: [
        {
          kind: 'table', caption: t('portfolioReturns'), empty: t('noReturns'),
          columns: [
            { label: t('colPeriod'), grow: true }, { label: t('colFrom') }, { label: t('colTo') }, { label: t('colReturn'), align: 'right' }, { label: t('colPerYear'), align: 'right' },
            ...(inflation.length > 0 ? [{ label: t('colInflation'), align: 'right' as const }] : []),
          ],
          rows: p.returns.map((r) => {
            const i = inflation.find((x) => x.period === r.period);
            return [t(PERIOD_TEXT[r.period]), date(r.from), date(r.to), percent(r.cumulative), r.perYear === null ? '—' : percent(r.perYear), ...(inflation.length > 0 ? [i ? percent(i.cumulative) : '—'] : [])];
          }),
        },
        {
          kind: 'table', caption: t('ownReturn'), empty: t('noOwnReturn'),
          columns: [
            { label: t('colFrom'), grow: true }, { label: t('colTo') }, { label: t('colPaidIn'), align: 'right' }, { label: t('colValue'), align: 'right' },
            { label: t('colGain'), align: 'right' }, { label: t('colReturn'), align: 'right' },
          ],
          rows: own ? [[date(own.from), date(own.to), gel(own.paidIn), gel(own.value), gel(own.gain), percent(own.cumulative)]] : [],
        },
      ],
    },
    { kind: 'note', text: t('returnsNote') },
    ...(inflation[0] ? [{ kind: 'note' as const, text: t('inflationNote', { month: `${inflation[0].to.slice(5, 7)}.${inflation[0].to.slice(0, 4)}` }) }] : []),
  ];
}

/** What the participant's statement says, in `lang`. */
export async function participantStatementContent(deps: Deps, actor: Actor, lang: Lang) {
  const { t, date, gel, micro } = statementFormat(lang);
  const [a, portfolio] = await Promise.all([participantAccount(deps, actor), participantPortfolio(deps, actor)]);
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  const SOURCE_TEXT = { employee: 'colEmployee', organization: 'colEmployer', state: 'colState', total: 'colTotal' } as const;
  const content: StatementContent = {
    title: t('participantTitle'),
    subtitle: [name, t('personalNumber', { personalNumber: a.personalNumber }), t('asOf', { date: date(a.asOf) })].filter(Boolean).join(' · '),
    blocks: [
      { kind: 'heading', text: t('accountHeading') },
      {
        kind: 'figures',
        items: [
          { label: t('savings'), value: gel(a.savings) },
          { label: t('units'), value: micro(a.units) },
          { label: t('unitPriceOn', { date: date(a.unitPriceDate) }), value: micro(a.unitPrice) },
          { label: t('yearIncome', { year: a.year }), value: gel(a.incomeThisYear) },
          { label: t('stateRate'), value: t(BAND_TEXT[a.stateBand.band]) },
        ],
      },
      {
        kind: 'tables', slots: 2,
        tables: [{
          kind: 'table', caption: t('contributionsHeading'), totalRow: true,
          columns: [{ label: t('colSource'), grow: true }, { label: t('colThisYear', { year: a.year }), align: 'right' }, { label: t('colAllYears'), align: 'right' }],
          rows: (['employee', 'organization', 'state', 'total'] as const).map((s) => [t(SOURCE_TEXT[s]), gel(a.thisYear[s]), gel(a.total[s])]),
        }],
      },
      ...portfolioBlocks(portfolio, lang),
      { kind: 'heading', text: t('historyHeading') },
      {
        kind: 'table', long: true, empty: t('participantEmpty'),
        columns: [
          { label: t('colDate') }, { label: t('colPayment') }, { label: t('colConversion') }, { label: t('colOrganization'), wrap: true },
          { label: t('colBase'), align: 'right' }, { label: t('colContribution'), align: 'right' }, { label: t('colState'), align: 'right' },
          { label: t('colUnits'), align: 'right' }, { label: t('colPrice'), align: 'right' }, { label: t('colSavings'), align: 'right' }, { label: t('colStatus') },
        ],
        rows: [...a.lines].reverse().map((l) => [
          date(l.date), date(l.paymentDate), date(l.conversionDate), `${l.organizationName} (${l.organizationCode})`,
          gel(l.contributionBase), gel(l.contributionAmount), gel(l.governmentContribution), micro(l.units), micro(l.unitPrice), gel(l.cumulativeSavings), t(STATUS_TEXT[l.contributionStatus]),
        ]),
      },
    ],
    footer: t('participantFooter'),
    pageOf: (page, pages) => t('pageOf', { page, pages }),
  };
  return { content, fileName: `statement-${a.personalNumber}-${a.asOf}.pdf` };
}

/**
 * `GET employees/{personalNumber}/statement`: what the caller's organization paid for one person — its own
 * contributions (employee and organization), never another employer's nor the state's — in the caller's
 * language. A person the organization never declared answers 404, as another organization's would.
 */
export async function employeeStatement(deps: Deps, actor: Actor, personalNumber: string, year: number | undefined, lang: Lang) {
  const { content, fileName } = await employeeStatementContent(deps, actor, personalNumber, year, lang);
  return { file: await statementPdf(content, { creationDate: deps.clock.now(), lang }), fileName };
}

/** What the employer's statement of one person says, in `lang`, with its totals. */
export async function employeeStatementContent(deps: Deps, actor: Actor, personalNumber: string, year: number | undefined, lang: Lang) {
  const { t, date, gel } = statementFormat(lang);
  const organizationId = actor.organizationId;
  if (!organizationId) throw new AppError('FORBIDDEN');
  const [org, employee, all] = await Promise.all([
    deps.readDb.selectFrom('organizations').select(['code', 'name']).where('id', '=', organizationId).executeTakeFirstOrThrow(),
    deps.readDb.selectFrom('employees').select(['firstName', 'lastName']).where('organizationId', '=', organizationId).where('personalNumber', '=', personalNumber).executeTakeFirst(),
    contributionsOf(deps.readDb, personalNumber, organizationId),
  ]);
  if (!employee && all.length === 0) throw new AppError('RECORD_NOT_FOUND');
  const mine = all.filter((c) => c.source !== 'state' && (year === undefined || c.date.startsWith(`${year}-`)));
  const totals = paidByOrganization(mine, org.code);
  const lines = buildAccount(mine, null, year ?? 0).lines;
  const name = employee ? `${employee.firstName} ${employee.lastName}` : '';
  const today = dateOfInstant(deps.clock.now());
  const paid = (amount: Tetri) => gel(plain(amount));
  const content: StatementContent = {
    title: t('employerTitle'),
    subtitle: [`${org.name} (${org.code})`, name, t('personalNumber', { personalNumber }), year ? t('year', { year }) : '', t('asOf', { date: date(today) })].filter(Boolean).join(' · '),
    blocks: [
      {
        kind: 'figures',
        items: [
          { label: t('employeeContribution'), value: paid(totals.employee) },
          { label: t('organizationContribution'), value: paid(totals.organization) },
          { label: t('totalPaid'), value: paid(totals.total) },
          { label: t('lineCount'), value: formatNumber(lines.length, lang) },
        ],
      },
      {
        kind: 'table', long: true, empty: t('employerEmpty'),
        // no column wraps: the width left over is shared by all
        columns: [
          { label: t('colDate') }, { label: t('colPayment') }, { label: t('colBase'), align: 'right' }, { label: t('colEmployee'), align: 'right' },
          { label: t('colEmployer'), align: 'right' }, { label: t('colTotal'), align: 'right' }, { label: t('colStatus') },
        ],
        rows: lines.map((l) => [date(l.date), date(l.paymentDate), paid(l.contributionBase), paid(l.employeeContribution), paid(l.organizationContribution), paid(l.contributionAmount), t(STATUS_TEXT[l.status])]),
      },
    ],
    footer: t('employerFooter'),
    pageOf: (page, pages) => t('pageOf', { page, pages }),
  };
  return { content, totals, fileName: `employee-statement-${personalNumber}${year ? `-${year}` : ''}.pdf` };
}
