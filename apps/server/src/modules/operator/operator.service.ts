import type { ActOnBehalfResult, AuditEntry, AuditLogQuery, ConfirmedNameChange, NameChangeListQuery, OrganizationSearchQuery } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { startActingSession } from '../user/auth.service.ts';
import type { ClientInfo } from '../user/client-info.ts';
import * as repo from './operator.repository.ts';

type Paged<Q> = Required<Pick<Q & { pageNumber: number; pageSize: number }, 'pageNumber' | 'pageSize'>> & Omit<Q, 'pageNumber' | 'pageSize'>;

const pageOf = (q: { pageNumber: number; pageSize: number }) => ({ limit: q.pageSize, offset: (q.pageNumber - 1) * q.pageSize });

export async function searchOrganizations(deps: Deps, q: Paged<OrganizationSearchQuery>) {
  const { rows, total } = await repo.searchOrganizations(deps.readDb, q.query || undefined, pageOf(q));
  return { items: rows, totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/**
 * Opens a session of the operator scoped to an organization. Its tokens reach that organization's employer
 * endpoints; the audit log records each write made with them as this operator's for this organization.
 */
export async function actOnBehalf(deps: Deps, actor: Actor, organizationId: string, client: ClientInfo): Promise<ActOnBehalfResult> {
  if (!isUuid(organizationId)) throw new AppError('RECORD_NOT_FOUND');
  const organization = await repo.findOrganization(deps.db, organizationId);
  if (!organization) throw new AppError('RECORD_NOT_FOUND');
  const tokens = await startActingSession(deps, actor, organization.id, client);
  return { ...tokens, organization };
}

/** Georgia's calendar days (UTC+4). */
const dayStart = (date: string) => new Date(`${date}T00:00:00+04:00`);

export async function auditLog(deps: Deps, q: Paged<AuditLogQuery>) {
  for (const id of [q.organizationId, q.operatorId]) {
    if (id && !isUuid(id)) return { items: [], totalCount: 0, pageNumber: q.pageNumber, pageSize: q.pageSize };
  }
  const { rows, total } = await repo.listAudit(
    deps.db,
    {
      from: q.from ? dayStart(q.from) : undefined,
      before: q.to ? new Date(dayStart(q.to).getTime() + 86_400_000) : undefined,
      organizationId: q.organizationId || undefined,
      organizationCode: q.organizationCode || undefined,
      operatorId: q.operatorId || undefined,
      correlationId: q.correlationId || undefined,
    },
    pageOf(q),
  );
  const items: AuditEntry[] = rows.map((r) => ({ ...r, at: new Date(r.at).toISOString(), status: Number(r.status), durationMs: r.durationMs === null ? null : Number(r.durationMs) }));
  return { items, totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** The rows whose name an employer confirmed as changed, newest first (read-only: not audited). */
export async function nameChanges(deps: Deps, q: Paged<NameChangeListQuery>) {
  const { rows, total } = await repo.listNameChanges(deps.readDb, q.organizationCode || undefined, pageOf(q));
  const items: ConfirmedNameChange[] = rows.map((r) => ({ ...r, year: Number(r.year), month: Number(r.month), confirmedAt: new Date(r.confirmedAt).toISOString() }));
  return { items, totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export function operators(deps: Deps) {
  return repo.listOperators(deps.readDb);
}
