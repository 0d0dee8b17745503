import { dateOfInstant, filterAmount, formatMoneyPlain, type Lang, type TransactionsPage, type TransactionView } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import type { CellValue } from '../declarations/excel/export-writer.ts';
import { cellsOf, writeFinanceWorkbook, type FinanceColumn } from './finance-workbooks.ts';
import { detailedBalance } from './balance.service.ts';
import * as repo from './transactions.repository.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';

interface Filter {
  dateFrom?: string;
  dateTo?: string;
  amountFrom?: string;
  amountTo?: string;
  bankName?: string;
}

/** Most rows an export writes (ten years of weekly payments is some 500). */
export const EXPORT_MAX_ROWS = 50_000;

const money = (v: string) => formatMoneyPlain(tetriFromDb(v));
const plain = (t: bigint | undefined) => (t === undefined ? undefined : formatMoneyPlain(t));

function resolve(actor: Actor, q: Filter): repo.TransactionFilter {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return {
    organizationId: actor.organizationId,
    dateFrom: q.dateFrom || undefined,
    dateTo: q.dateTo || undefined,
    amountFrom: plain(filterAmount(q.amountFrom)),
    amountTo: plain(filterAmount(q.amountTo)),
    bankName: q.bankName || undefined,
  };
}

function toView(r: repo.TransactionRow): TransactionView {
  return {
    id: r.id,
    number: r.number,
    paidAt: r.paidAt,
    registeredAt: new Date(r.registeredAt).toISOString(),
    bankName: r.bankName,
    accountNumber: r.accountNumber,
    amount: money(r.amount),
    reason: r.reason,
  };
}

/** `org-transactions-list`: the caller's organization's payments of the filter, a page of them, and the sums. */
export async function listTransactions(deps: Deps, actor: Actor, q: Filter & { pageNumber: number; pageSize: number }): Promise<TransactionsPage> {
  const f = resolve(actor, q);
  // two statements: the page, and everything beside it (count, sums, banks) in one pass
  const [rows, { n, total, contributions, banks }] = await Promise.all([
    repo.listTransactions(deps.readDb, f, (q.pageNumber - 1) * q.pageSize, q.pageSize),
    repo.summaryOf(deps.readDb, f),
  ]);
  return {
    items: rows.map(toView),
    totalCount: n,
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    sums: { transactions: money(total), contributions: money(contributions) },
    banks,
  };
}

const TX_COLUMNS: readonly FinanceColumn[] = [
  { key: 'number', kind: 'text', width: 16, header: { ka: 'ნომერი', en: 'Number', ru: 'Номер' } },
  { key: 'paidAt', kind: 'date', width: 14, header: { ka: 'გადახდის თარიღი', en: 'Payment date', ru: 'Дата платежа' } },
  { key: 'registeredAt', kind: 'date', width: 16, header: { ka: 'სააგენტოში ასახვის თარიღი', en: 'Received by the agency', ru: 'Дата поступления в агентство' } },
  { key: 'bankName', kind: 'text', width: 22, header: { ka: 'ბანკი', en: 'Bank', ru: 'Банк' } },
  { key: 'accountNumber', kind: 'text', width: 26, header: { ka: 'ანგარიშის ნომერი', en: 'Account number', ru: 'Номер счёта' } },
  { key: 'amount', kind: 'money', width: 14, header: { ka: 'თანხა', en: 'Amount', ru: 'Сумма' } },
  { key: 'reason', kind: 'text', width: 40, header: { ka: 'დანიშნულება', en: 'Reason', ru: 'Назначение' } },
];
const TX_TITLE: Record<Lang, string> = { ka: 'ტრანზაქციები', en: 'Transactions', ru: 'Транзакции' };
const TX_SUMS: Record<Lang, { transactions: string; contributions: string }> = {
  ka: { transactions: 'ტრანზაქციების ჯამი', contributions: 'შენატანების ჯამი' },
  en: { transactions: 'Total of transactions', contributions: 'Total of contributions' },
  ru: { transactions: 'Сумма транзакций', contributions: 'Сумма взносов' },
};

/** The export of the list: every payment of the filter, then the two sums under the amount column. */
export async function exportTransactions(deps: Deps, actor: Actor, q: Filter, lang: Lang) {
  const f = resolve(actor, q);
  const [rows, { total }, contributions] = await Promise.all([
    repo.listTransactions(deps.readDb, f, 0, EXPORT_MAX_ROWS),
    repo.countAndSum(deps.readDb, f),
    repo.contributionsDeclared(deps.readDb, f),
  ]);
  const cells: CellValue[][] = rows.map((r) => cellsOf(TX_COLUMNS, { ...toView(r), registeredAt: dateOfInstant(new Date(r.registeredAt)) }));
  cells.push([]);
  cells.push(cellsOf(TX_COLUMNS, { accountNumber: TX_SUMS[lang].transactions, amount: money(total) }));
  cells.push(cellsOf(TX_COLUMNS, { accountNumber: TX_SUMS[lang].contributions, amount: money(contributions) }));
  const file = await writeFinanceWorkbook(TX_TITLE[lang], 'transactions', TX_COLUMNS, lang, cells);
  return { file, fileName: `transactions-${dateOfInstant(deps.clock.now())}.xlsx` };
}

const BALANCE_COLUMNS: readonly FinanceColumn[] = [
  { key: 'month', kind: 'month', width: 12, header: { ka: 'თვე', en: 'Month', ru: 'Месяц' } },
  { key: 'declared', kind: 'money', width: 16, header: { ka: 'დეკლარირებული', en: 'Declared', ru: 'Задекларировано' } },
  { key: 'paid', kind: 'money', width: 16, header: { ka: 'გადახდილი', en: 'Paid', ru: 'Оплачено' } },
  { key: 'fines', kind: 'money', width: 14, header: { ka: 'ჯარიმები', en: 'Fines', ru: 'Штрафы' } },
  { key: 'refunds', kind: 'money', width: 14, header: { ka: 'დაბრუნებული', en: 'Refunds', ru: 'Возвраты' } },
  { key: 'balance', kind: 'money', width: 16, header: { ka: 'ნაშთი', en: 'Balance', ru: 'Сальдо' } },
];
const BALANCE_TITLE: Record<Lang, string> = { ka: 'დეტალური ბალანსი', en: 'Detailed balance', ru: 'Детальный баланс' };

/** The detailed balance's months (oldest first, as a statement is read in a spreadsheet) as a workbook. */
export async function exportDetailedBalance(deps: Deps, actor: Actor, userId: string, q: { organizationCode?: string }, lang: Lang) {
  const b = await detailedBalance(deps, actor, userId, { organizationCode: q.organizationCode });
  const cells = b.months.map(({ movementCount: _, ...m }) => cellsOf(BALANCE_COLUMNS, m));
  const file = await writeFinanceWorkbook(BALANCE_TITLE[lang], 'detailed-balance', BALANCE_COLUMNS, lang, cells);
  return { file, fileName: `detailed-balance-${b.organizationCode}-${dateOfInstant(deps.clock.now())}.xlsx` };
}
