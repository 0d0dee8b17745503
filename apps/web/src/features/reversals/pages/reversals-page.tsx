import { Anchor, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatMoney, formatMonthYear } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { PageLayout } from '../../../common/ui/page-layout';
import { StateTabs, useStateTabPaging } from '../../../common/ui/state-tabs';
import { PagedTable } from '../../../common/ui/paged-table';
import { CorrectionStatus } from '../../../common/ui/correction-status';
import { REVERSAL_PAGE_SIZE, useReversalList } from '../api/reversal-queries';
import { StartReversal } from '../components/start-reversal';
import { useCan } from '../../../common/lib/approval-queries';


/**
 * `declaration/reversed`: the organization's reversing declarations, in progress or completed, with their
 * documents. `?start=<declaration id>` (the declaration view's button) opens the start of a new one;
 * `&person=<personal number>` (a difference of the Revenue Service comparison) offers that person's row.
 */
export function ReversalsPage() {
  const { t } = useTranslation('reversals');
  const prefix = useLangPrefix();
  const [search, setSearch] = useSearchParams();
  const { tab, chooseTab, pageNumber, setPageNumber } = useStateTabPaging();
  const list = useReversalList(tab, pageNumber);
  // only a user who may prepare starts a reversal
  const start = useCan('prepare') ? search.get('start') : null;
  // `&person=<personal number>` (a difference of the Revenue Service comparison): that person's row is offered
  const person = /^\d{11}$/.test(search.get('person') ?? '') ? search.get('person')! : undefined;
  return (
    <PageLayout title={t('list.title')}>
      <StateTabs value={tab} onChange={chooseTab} labelOf={(v) => t(`list.tabs.${v}`)} />
      <PagedTable
        query={list}
        pageNumber={pageNumber}
        pageSize={REVERSAL_PAGE_SIZE}
        onPageChange={setPageNumber}
        emptyTitle={t('list.emptyTitle')}
        emptyText={t('list.emptyText')}
        minWidth={860}
        caption={(items, total) => t('list.caption', { shown: items.length, total })}
        columns={[
          { label: t('list.columns.number') },
          { label: t('list.columns.declaration') },
          { label: t('list.columns.period') },
          { label: t('list.columns.status') },
          { label: t('list.columns.rows'), numeric: true },
          { label: t('list.columns.difference'), numeric: true },
          { label: t('list.columns.documents'), numeric: true },
          { label: t('list.columns.created') },
        ]}
      >
        {(r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={paths.declarationViewReversed(prefix, r.id)}
                aria-label={`${t('list.openAction')} ${r.reversedDeclarationNumber}`}
              >
                {r.reversedDeclarationNumber}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={paths.declarationView(prefix, r.declarationId)}>
                {r.declarationNumber}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatMonthYear(r.year, r.month)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="wrap">
                <CorrectionStatus ns="reversals" status={r.status} awaitingApproval={r.awaitingApproval} />
              </Group>
            </Table.Td>
            <Table.Td ta="right">{r.rowCount}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.totals.difference)}
            </Table.Td>
            <Table.Td ta="right">{r.documents.length}</Table.Td>
            <Table.Td>{formatDate(r.createdOn)}</Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
      {start ? (
        <StartReversal
          declarationId={start}
          person={person}
          onClose={() => {
            search.delete('start');
            search.delete('person');
            setSearch(search, { replace: true });
          }}
        />
      ) : null}
    </PageLayout>
  );
}
