import { useState } from 'react';
import { Anchor, SegmentedControl, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Approval, ApprovalStatus } from '@pensia/domain/approvals/approval.schema';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import { ApiError } from '../../../common/lib/api-client';
import { formatDateTime, formatMoney, formatMonthYear, formatNumber } from '../../../common/lib/format';
import { notify } from '../../../common/lib/notify';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { useSession } from '../../../common/session/session-store';
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
      minWidth={860}
      busy={busy}
      columns={[
        { label: t('list.period') },
        { label: t('list.status') },
        { label: t('list.rows'), numeric: true },
        { label: t('list.amount'), numeric: true },
        { label: t('list.preparedBy') },
        { label: t('list.submittedAt') },
        { label: t('list.decidedBy') },
        { label: <VisuallyHidden>{t('list.open')}</VisuallyHidden> },
      ]}
    >
      {items.map((a) => (
        <Table.Tr key={a.id}>
          <Table.Td>{formatMonthYear(a.summary.year, a.summary.month)}</Table.Td>
          <Table.Td>
            <WholeBadge color={STATUS_COLOR[a.status]} variant="light">
              {t(`status.${a.status}`)}
            </WholeBadge>
          </Table.Td>
          <Table.Td ta="right">{formatNumber(a.summary.rowCount)}</Table.Td>
          <Table.Td ta="right">{formatMoney(a.summary.totalAmount)}</Table.Td>
          <Table.Td>{a.preparedBy.name}</Table.Td>
          <Table.Td>{formatDateTime(a.submittedAt)}</Table.Td>
          <Table.Td>{a.decidedBy ? `${a.decidedBy.name}, ${formatDateTime(a.decidedAt)}` : '—'}</Table.Td>
          <Table.Td>
            <Anchor
              component={Link}
              to={
                a.status === 'approved'
                  ? paths.declarationView(prefix, a.subjectId)
                  : paths.declarationNew(prefix, a.subjectId)
              }
            >
              {t('list.open')}
            </Anchor>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
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
