import { Fragment, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { periodOfInstant } from '@pensia/domain/declarations/period';
import { DIFFERENCE_KINDS, type DifferenceKind } from '@pensia/domain/revenue/comparison';
import type { ComparedPersonDto, ComparisonMonth, ComparisonTotalsDto } from '@pensia/domain/revenue/revenue.api';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { clock } from '../../../common/lib/clock';
import { formatMoney, formatMonthYear } from '../../../common/lib/format';
import { DataTable } from '../../../common/ui/data-table';
import { PageLayout } from '../../../common/ui/page-layout';
import { PagedTable } from '../../../common/ui/paged-table';
import { QueryState } from '../../../common/ui/query-state';
import { COMPARISON_PAGE_SIZE, useComparisonDetails, useComparisonExport, useComparisonYear } from '../api/revenue-queries';
import { KindBadge } from '../../../common/ui/difference-kind-badge';
import { CommentDialog } from '../components/comment-dialog';
import { CommentsWorkbook } from '../components/comments-workbook';
import { DifferenceActions } from '../components/difference-actions';

type KindFilter = DifferenceKind | 'differences' | 'all';
const KIND_FILTERS: readonly KindFilter[] = ['differences', 'all', ...DIFFERENCE_KINDS];
const DIFFERENCE_ONLY = DIFFERENCE_KINDS.filter((k) => k !== 'same');
const PEOPLE_COLUMNS = 8;

/**
 * A month with a filed declaration or the Revenue Service's data: the others would be rows (cards, on a phone)
 * of dashes only, and are named in one line under the table instead.
 */
function holdsSomething(m: ComparisonMonth): boolean {
  return m.revenueLoaded || m.declared;
}

/** A signed amount, red when not zero. */
function Difference({ value }: { value: string }) {
  const zero = Number(value) === 0;
  return (
    <Text span size="sm" c={zero ? undefined : 'red.8'} fw={zero ? undefined : 600} style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value)}
    </Text>
  );
}

function Counts({ totals }: { totals: ComparisonTotalsDto }) {
  const { t } = useTranslation('revenue');
  const shown = DIFFERENCE_ONLY.filter((k) => totals.counts[k] > 0);
  if (shown.length === 0) return <Text size="sm">{t('months.noDifferences')}</Text>;
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((k) => (
        <KindBadge key={k} kind={k} count={totals.counts[k]} />
      ))}
    </Group>
  );
}

/**
 * `declaration/revenue-service-comparison`: the year month by month (declared against the Revenue Service's
 * income and contributions, the number of people of each kind of difference), then the people of a month or
 * of the whole year, filtered by kind, personal number or surname, with their sums and an Excel export. Under
 * each difference its comment and the start of the reversing declaration that corrects it; below the people,
 * the comments workbook (docs/decisions/0031).
 * The year, month and kind are in the address, so the view can be shared and comes back on reload.
 */
export function RevenueComparisonPage() {
  const { t } = useTranslation('revenue');
  const [search, setSearch] = useSearchParams();
  const thisYear = periodOfInstant(new Date(clock.now())).year;
  const year = Number(search.get('year')) || thisYear;
  const monthParam = Number(search.get('month'));
  const month = monthParam >= 1 && monthParam <= 12 ? monthParam : undefined;
  const kindParam = search.get('kind') as KindFilter | null;
  const kind: KindFilter = kindParam && KIND_FILTERS.includes(kindParam) ? kindParam : 'differences';
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const [pageNumber, setPageNumber] = useState(1);

  const yearQuery = useComparisonYear(year);
  const filters = { year, month, kind, search: debounced || undefined };
  const details = useComparisonDetails({ ...filters, pageNumber, pageSize: COMPARISON_PAGE_SIZE });
  const exporter = useComparisonExport();
  const [commenting, setCommenting] = useState<ComparedPersonDto | null>(null);

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined) next.delete(k);
      else next.set(k, v);
    }
    setSearch(next, { replace: true });
    setPageNumber(1);
  };

  const years = useMemo(() => {
    const all = new Set([thisYear, year, ...(yearQuery.data?.years ?? [])]);
    return [...all].sort((a, b) => b - a).map((y) => ({ value: String(y), label: String(y) }));
  }, [thisYear, year, yearQuery.data?.years]);

  const monthOptions = [{ value: '', label: t('people.wholeYear') }, ...Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: formatMonthYear(year, i + 1) }))];

  const status = (m: ComparisonMonth) => {
    if (!m.revenueLoaded) return t('months.notLoaded');
    if (!m.declared) return `${t('months.loaded')} · ${t('months.notDeclared')}`;
    return t('months.loaded');
  };

  return (
    <PageLayout title={t('title')}>
      <Text size="sm" c="gray.7" maw={860}>
        {t('intro')}
      </Text>
      <Select
        label={t('year')}
        data={years}
        value={String(year)}
        onChange={(v) => v && set({ year: v, month: undefined })}
        allowDeselect={false}
        w={160}
      />
      <QueryState query={yearQuery}>
        {(y) => (
          <DataTable
            minWidth={860}
            horizontalSpacing="xs"
            caption={t('months.caption', { year: y.year })}
            busy={yearQuery.isFetching}
            columns={[
              { label: t('months.month') },
              { label: t('months.declaredIncome'), numeric: true },
              { label: t('months.revenueIncome'), numeric: true },
              { label: t('months.incomeDifference'), numeric: true },
              { label: t('months.declaredContribution'), numeric: true },
              { label: t('months.revenueContribution'), numeric: true },
              { label: t('months.contributionDifference'), numeric: true },
              { label: t('months.differences') },
            ]}
          >
            {y.months.filter(holdsSomething).map((m) => (
              <Table.Tr key={m.month} aria-current={m.month === month ? 'true' : undefined} bg={m.month === month ? 'blue.0' : undefined}>
                <Table.Th scope="row" fw={500}>
                  {/* the month opens its people; whether the Revenue Service's filings of it are loaded is said under it */}
                  {m.revenueLoaded ? (
                    <Anchor component="button" type="button" fw={600} ta="left" onClick={() => set({ month: String(m.month) })} aria-label={t('months.show', { month: formatMonthYear(y.year, m.month) })}>
                      {formatMonthYear(y.year, m.month)}
                    </Anchor>
                  ) : (
                    formatMonthYear(y.year, m.month)
                  )}
                  <Text size="xs" c="gray.7" fw={400}>
                    {status(m)}
                  </Text>
                </Table.Th>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{m.revenueLoaded ? formatMoney(m.totals.declaredIncome) : '—'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{m.revenueLoaded ? formatMoney(m.totals.revenueIncome) : '—'}</Table.Td>
                <Table.Td ta="right">{m.revenueLoaded ? <Difference value={m.totals.incomeDifference} /> : '—'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{m.revenueLoaded ? formatMoney(m.totals.declaredContribution) : '—'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{m.revenueLoaded ? formatMoney(m.totals.revenueContribution) : '—'}</Table.Td>
                <Table.Td ta="right">{m.revenueLoaded ? <Difference value={m.totals.contributionDifference} /> : '—'}</Table.Td>
                <Table.Td>{m.revenueLoaded ? <Counts totals={m.totals} /> : '—'}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('months.total')}</Table.Th>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>{formatMoney(y.totals.declaredIncome)}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>{formatMoney(y.totals.revenueIncome)}</Table.Td>
              <Table.Td ta="right"><Difference value={y.totals.incomeDifference} /></Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>{formatMoney(y.totals.declaredContribution)}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>{formatMoney(y.totals.revenueContribution)}</Table.Td>
              <Table.Td ta="right"><Difference value={y.totals.contributionDifference} /></Table.Td>
              <Table.Td><Counts totals={y.totals} /></Table.Td>
            </Table.Tr>
          </DataTable>
        )}
      </QueryState>
      {yearQuery.data && yearQuery.data.months.some((m) => !holdsSomething(m)) ? (
        <Text size="sm" c="gray.7">
          {t('months.leftOut', {
            months: yearQuery.data.months
              .filter((m) => !holdsSomething(m))
              .map((m) => formatMonthYear(yearQuery.data.year, m.month))
              .join(', '),
          })}
        </Text>
      ) : null}

      <Title order={2} size="h3" mt="md" id="revenue-people">
        {t('people.title')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select label={t('people.month')} data={monthOptions} value={month ? String(month) : ''} onChange={(v) => set({ month: v || undefined })} allowDeselect={false} w={200} />
        <Select
          label={t('people.kind')}
          data={KIND_FILTERS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          value={kind}
          onChange={(v) => v && set({ kind: v })}
          allowDeselect={false}
          w={260}
        />
        <TextInput
          label={t('people.search')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPageNumber(1);
          }}
          w={240}
          maxLength={100}
        />
        <Button variant="default" loading={exporter.isPending} onClick={() => exporter.mutate(filters)}>
          {t('people.export')}
        </Button>
      </Group>
      {exporter.isError ? (
        <Alert color="red" variant="light" role="alert">
          {exporter.error instanceof Error && exporter.error.message ? exporter.error.message : t('people.exportFailed')}
        </Alert>
      ) : null}
      {details.data && details.data.totalCount > 0 ? (
        <Text size="sm" c="gray.8" role="status">
          {t('people.totals', {
            declaredIncome: formatMoney(details.data.totals.declaredIncome),
            revenueIncome: formatMoney(details.data.totals.revenueIncome),
            declaredContribution: formatMoney(details.data.totals.declaredContribution),
            revenueContribution: formatMoney(details.data.totals.revenueContribution),
          })}
        </Text>
      ) : null}
      <PagedTable
        query={details}
        pageNumber={pageNumber}
        pageSize={COMPARISON_PAGE_SIZE}
        onPageChange={setPageNumber}
        emptyTitle={t('people.emptyTitle')}
        emptyText={t('people.emptyText')}
        minWidth={960}
        horizontalSpacing="xs"
        caption={(items, total) => t('people.caption', { shown: items.length, total })}
        columns={[
          { label: t('people.columns.period') },
          { label: `${t('people.columns.person')} · ${t('people.columns.kind')}` },
          { label: t('people.columns.declaredIncome'), numeric: true },
          { label: t('people.columns.revenueIncome'), numeric: true },
          { label: t('people.columns.incomeDifference'), numeric: true },
          { label: t('people.columns.declaredContribution'), numeric: true },
          { label: t('people.columns.revenueContribution'), numeric: true },
          { label: t('people.columns.contributionDifference'), numeric: true },
        ]}
      >
        {(p) => (
          <Fragment key={`${p.month}-${p.personalIdentificationNumber}`}>
          <Table.Tr>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMonthYear(p.year, p.month)}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {[p.lastName, p.firstName].filter(Boolean).join(' ')}
              </Text>
              <Text size="xs" c="gray.7">
                {p.personalIdentificationNumber}
              </Text>
              {/* the kind of difference under the person: one column less, the table fits beside the menu */}
              <KindBadge kind={p.kind} />
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{p.declared ? formatMoney(p.declared.income) : t('people.notFiled')}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{p.revenue ? formatMoney(p.revenue.income) : t('people.notFiled')}</Table.Td>
            <Table.Td ta="right"><Difference value={p.incomeDifference} /></Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{p.declared ? formatMoney(p.declared.contribution) : t('people.notFiled')}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{p.revenue ? formatMoney(p.revenue.contribution) : t('people.notFiled')}</Table.Td>
            <Table.Td ta="right"><Difference value={p.contributionDifference} /></Table.Td>
          </Table.Tr>
          {/* a difference: its comment and what can be done about it, on a line of its own under the person */}
          {p.kind !== 'same' ? (
            <Table.Tr>
              <Table.Td colSpan={PEOPLE_COLUMNS} pt={0} style={{ borderTop: 0 }}>
                <DifferenceActions person={p} onEdit={() => setCommenting(p)} />
              </Table.Td>
            </Table.Tr>
          ) : null}
          </Fragment>
        )}
      </PagedTable>
      {commenting ? <CommentDialog person={commenting} onClose={() => setCommenting(null)} /> : null}
      <CommentsWorkbook year={year} month={month} />
    </PageLayout>
  );
}
