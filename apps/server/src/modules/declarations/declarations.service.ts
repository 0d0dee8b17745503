import { dateOfInstant, formatMoneyPlain, periodOfInstant, validationMessage, withdrawalFor, contributionDueDate, participationCategory } from '@pensia/domain';
import type { DeclarationList, DetailFilter, EmployeeStatistic, Lang, OrgBalance, PenaltyDetails, ValErrors, Withdrawal } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import { orgBalance as ledgerBalance } from '../finance/balance.service.ts';
import { finesOfDeclaration } from '../finance/fines.service.ts';
import { mustFind, organizationOf } from './declaration-access.ts';
import { iso, moneyNN, toDeclaration, toDetail } from './declaration-view.ts';
import * as repo from './declarations.repository.ts';
import type { DeclarationRow } from './declarations.repository.ts';

/** Reads of an organization's declarations: lists, a declaration with a page of its rows, issues, fines, balance, statistics. */

const LIST_STATES: Record<DeclarationList, readonly DeclarationRow['status'][] | null> = {
  new: ['draft', 'saved', 'open'],
  draft: ['draft'],
  saved: ['saved'],
  open: ['open'],
  closed: ['closed'],
  all: null,
};

export async function listDeclarations(deps: Deps, actor: Actor, list: DeclarationList, pageNumber: number, pageSize: number) {
  const { rows, total } = await repo.listDeclarations(deps.db, organizationOf(actor), LIST_STATES[list], (pageNumber - 1) * pageSize, pageSize);
  return { items: rows.map(toDeclaration), totalCount: total, pageNumber, pageSize };
}

export async function getDeclaration(deps: Deps, actor: Actor, id: string, q: { pageNumber: number; pageSize: number; personalId?: string }) {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  const page = await repo.pageDetails(deps.db, row, { personalNumberPrefix: q.personalId }, (q.pageNumber - 1) * q.pageSize, q.pageSize);
  const withdrawn = await repo.withdrawnPeople(deps.db, row, page.rows.map((r) => r.personalNumber));
  const names = await repo.namesOnRecord(deps.db, page.rows.map((r) => r.personalNumber));
  return {
    declaration: toDeclaration(row),
    details: { items: page.rows.map((r) => toDetail(r, row, withdrawn, names)), totalCount: page.total, pageNumber: q.pageNumber, pageSize: q.pageSize },
  };
}

export async function filterDetails(deps: Deps, actor: Actor, f: DetailFilter) {
  if (!/^[0-9a-f-]{36}$/i.test(f.declarationId)) throw new AppError('DECLARATION_NOT_AVAILABLE');
  const row = await mustFind(deps.db, organizationOf(actor), f.declarationId);
  const page = await repo.pageDetails(
    deps.db,
    row,
    { personalNumberPrefix: f.personalIdentificationNumber, firstName: f.firstName, lastName: f.lastName, search: f.search, tier: f.tier },
    (f.pageNumber - 1) * f.pageSize,
    f.pageSize,
  );
  const withdrawn = await repo.withdrawnPeople(deps.db, row, page.rows.map((r) => r.personalNumber));
  const names = await repo.namesOnRecord(deps.db, page.rows.map((r) => r.personalNumber));
  return { items: page.rows.map((r) => toDetail(r, row, withdrawn, names)), totalCount: page.total, pageNumber: f.pageNumber, pageSize: f.pageSize };
}

export async function valErrors(deps: Deps, actor: Actor, id: string, pageNumber: number, pageSize: number, lang: Lang): Promise<ValErrors> {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  const page = await repo.pageIssues(deps.db, row, (pageNumber - 1) * pageSize, pageSize);
  const items = page.rows.flatMap((d) =>
    d.issues.map((i) => ({
      detailId: d.id,
      rowNumber: d.rowNumber,
      personalIdentificationNumber: d.personalNumber,
      firstName: d.firstName,
      lastName: d.lastName,
      tier: i.tier,
      field: i.field,
      messageKey: i.message,
      message: validationMessage(lang, i.message),
    })),
  );
  return {
    errorCount: row.errorCount,
    warningCount: row.warningCount,
    canActivate: row.rowCount > 0 && row.errorCount === 0,
    issues: { items, totalCount: page.total, pageNumber, pageSize },
  };
}

/**
 * Whether a person is withdrawn from the fund by the declaration's month (the row form asks as the personal
 * number is typed, to show it and expect no contributions). The declaration is the organization's; the
 * answer is the one a row of that person in it gets from the row validation.
 */
export async function withdrawal(deps: Deps, actor: Actor, id: string, personalNumber: string): Promise<Withdrawal> {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  const withdrawn = await repo.withdrawnPeople(deps.db, row, [personalNumber]);
  return { personalIdentificationNumber: personalNumber, withdrawnFrom: withdrawalFor(withdrawn, personalNumber, { year: row.year, month: row.month }) };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export async function penaltyDetails(deps: Deps, actor: Actor, id: string): Promise<PenaltyDetails> {
  const organizationId = organizationOf(actor);
  const row = await mustFind(deps.db, organizationId, id);
  const due = contributionDueDate(row.year, row.month);
  const filedOn = row.activationDate ? dateOfInstant(new Date(row.activationDate)) : dateOfInstant(deps.clock.now());
  const daysLate = Math.max(0, daysBetween(due, filedOn));
  // paid or payable as the ledger settles the organization's obligations, oldest first
  const fines = await finesOfDeclaration(deps.db, organizationId, id);
  let total = 0n;
  for (const f of fines) if (f.status === 'valid') total += tetriFromDb(f.amount);
  return {
    dueDate: due,
    activationDate: iso(row.activationDate),
    isLate: daysLate > 0,
    daysLate,
    fines: fines.map((f) => ({ id: f.id, number: f.number, amount: f.amount, date: f.date, status: f.status, paymentType: f.paymentType, reason: f.reason })),
    totalFines: formatMoneyPlain(total),
  };
}

/** Balance: the sum of the organization's ledger (modules/finance). */
export function orgBalance(deps: Deps, actor: Actor, q: { organizationId?: string; organizationCode?: string }): Promise<OrgBalance> {
  return ledgerBalance(deps, actor, q);
}

export async function employeeStatistic(deps: Deps, actor: Actor, body: { year?: number; personalIdentificationNumber?: string }): Promise<EmployeeStatistic> {
  const year = body.year ?? periodOfInstant(deps.clock.now()).year;
  const { months, people } = await repo.yearStatistic(deps.readDb, organizationOf(actor), year, body.personalIdentificationNumber || undefined);
  const participation = { mandatory: 0, mayOptOut: 0, pensionAge: 0, optIn: 0 };
  for (const p of people) {
    participation[participationCategory(p.birthDate, p.gender)] += 1;
    if (p.optIn) participation.optIn += 1;
  }
  return {
    year,
    employeeCount: people.length,
    participation,
    months: months.map((m) => ({
      month: Number(m.month),
      employeeCount: Number(m.employees),
      contributionBase: moneyNN(m.base),
      employeeContribution: moneyNN(m.emp),
      organizationContribution: moneyNN(m.org),
    })),
  };
}
