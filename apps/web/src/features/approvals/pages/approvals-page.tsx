import { useState } from 'react';
import { Anchor, SegmentedControl, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Approval, ApprovalStatus } from '@pensia/domain/approvals/approval.schema';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import type { LanguagePrefix } from '@pensia/domain/i18n/languages';
import { ApiError } from '../../../common/lib/api-client';
import { formatDateTime, formatMoney, formatMonthYear, formatNumber } from '../../../common/lib/format';
import { notify } from '../../../common/lib/notify';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { useSession } from '../../../common/session/session-store';
import { ApprovalDecisions } from '../../../common/ui/approval-panel';
import { DataTable } from '../../../common/ui/data-table';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { ListPaging } from '../../../common/ui/list-states';
import { PageLayout } from '../../../common/ui/page-layout';
import { QueryState } from '../../../common/ui/query-state';
import { WholeBadge } from '../../../common/ui/status-badge';
import { useApprovalActions, useApprovals } from '../../../common/lib/approval-queries';

const STATUS_COLOR: Record<ApprovalStatus, string> = {
  pending: 'blue',
  sentBack: 'orange',
  approved: 'green',
  withdrawn: 'gray',
};

/** `approvals`: what the organization's users submitted for approval; the administrator decides whether it is required. */
export function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const [show, setShow] = useState<'pending' | 'all'>('pending');
  const [pageNumber, setPageNumber] = useState(1);
  const list = useApprovals({
    ...(show === 'pending' ? { status: 'pending' as const } : {}),
    pageNumber,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const isAdministrator = useSession((s) => s.user?.orgRole === 'administrator');
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <Stack gap="md">
        {isAdministrator ? <RequirementSwitch /> : null}
        <SegmentedControl
          aria-label={t('filter.label')}
          value={show}
          onChange={(v) => {
            setShow(v as 'pending' | 'all');
            setPageNumber(1);
          }}
          data={[
            { value: 'pending', label: t('filter.pending') },
            { value: 'all', label: t('filter.all') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <QueryState query={list}>
          {(page) =>
            page.items.length === 0 ? (
              <EmptyListState description={t('list.empty')} />
            ) : (
              <Stack gap="sm">
                <ApprovalTable items={page.items} busy={list.isFetching} />
                <ListPaging
                  total={page.totalCount}
                  pageNumber={pageNumber}
                  pageSize={DEFAULT_PAGE_SIZE}
                  onChange={setPageNumber}
                />
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </PageLayout>
  );
}

function ApprovalTable({ items, busy }: { items: Approval[]; busy: boolean }) {
  const { t } = useTranslation('approvals');
  const prefix = useLangPrefix();
  return (
    <DataTable
      label={t('list.label')}
      minWidth={1080}
      busy={busy}
      columns={[
        { label: t('list.kind') },
        { label: t('list.period') },
        { label: t('list.status') },
        { label: t('list.rows'), numeric: true },
        { label: t('list.amount'), numeric: true },
        { label: t('list.preparedBy') },
        { label: t('list.submittedAt') },
        { label: t('list.decidedBy') },
        { label: t('list.actions') },
      ]}
    >
      {items.map((a) => (
        <Table.Tr key={a.id}>
          <Table.Td>
            {t(`kind.${a.kind}`)}
            {a.summary.reference ? (
              <span
                style={{ whiteSpace: 'nowrap' }}
              >{` ${a.kind === 'refund' ? '' : '№ '}${a.summary.reference}`}</span>
            ) : null}
          </Table.Td>
          <Table.Td>
            {a.kind === 'annual' ? String(a.summary.year) : formatMonthYear(a.summary.year, a.summary.month)}
          </Table.Td>
          <Table.Td>
            <WholeBadge color={STATUS_COLOR[a.status]} variant="light">
              {t(`status.${a.status}`)}
            </WholeBadge>
            {a.status === 'sentBack' && a.comment ? (
              <Text size="xs" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {a.comment}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td ta="right">{a.kind === 'refund' ? '—' : formatNumber(a.summary.rowCount)}</Table.Td>
          <Table.Td ta="right">{formatMoney(a.summary.totalAmount)}</Table.Td>
          <Table.Td>{a.preparedBy.name}</Table.Td>
          <Table.Td>{formatDateTime(a.submittedAt)}</Table.Td>
          <Table.Td>{a.decidedBy ? `${a.decidedBy.name}, ${formatDateTime(a.decidedAt)}` : '—'}</Table.Td>
          <Table.Td>
            <Stack gap={6} align="flex-start">
              <Anchor component={Link} to={linkOf(a, prefix)}>
                {t('list.open')}
              </Anchor>
              <ApprovalDecisions approval={a} size="xs" />
            </Stack>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/**
 * Where a submission's subject is seen: a declaration's own page (its view once approved), the refund requests,
 * a reversal's page, an annual declaration's.
 */
function linkOf(a: Approval, prefix: LanguagePrefix): string {
  if (a.kind === 'refund') return paths.refunds(prefix);
  if (a.kind === 'reversal') return paths.declarationViewReversed(prefix, a.subjectId);
  if (a.kind === 'annual') return `${paths.reversingAnnualDeclarations(prefix)}?${new URLSearchParams({ id: a.subjectId }).toString()}`;
  return a.status === 'approved'
    ? paths.declarationView(prefix, a.subjectId)
    : paths.declarationNew(prefix, a.subjectId);
}

/** The administrator's switch: whether what one user prepares needs another's approval. */
function RequirementSwitch() {
  const { t } = useTranslation('approvals');
  const required = useSession((s) => s.user?.organizationRequiresApproval === true);
  const { setting } = useApprovalActions();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      <Switch
        label={t('setting.label')}
        description={t('setting.description')}
        checked={required}
        disabled={setting.isPending}
        onChange={(e) => {
          setFailure(null);
          setting.mutate(e.currentTarget.checked, {
            onSuccess: () => notify({ color: 'green', message: t('setting.saved') }),
            onError: (error) => setFailure(error instanceof ApiError ? error.message : String(error)),
          });
        }}
      />
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
