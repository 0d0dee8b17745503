import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { ANNUAL_FIRST_YEAR } from '@pensia/domain/annual/annual';
import { periodOfInstant } from '@pensia/domain/declarations/period';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../common/lib/api-client';
import { formatDate, formatMoney } from '../../../common/lib/format';
import { PlusIcon } from '../../../common/ui/icons';
import { PageLayout } from '../../../common/ui/page-layout';
import { StateTabs, useStateTabPaging } from '../../../common/ui/state-tabs';
import { PagedTable } from '../../../common/ui/paged-table';
import { CorrectionStatus } from '../../../common/ui/correction-status';
import {
  ANNUAL_PAGE_SIZE,
  useAnnualList,
  useCreateAnnual,
} from '../api/annual-queries';
import { notify } from '../../../common/lib/notify';
import { useCan } from '../../../common/lib/approval-queries';

/** The search parameter `id` of the annual declarations' page: which declaration it opens, or none for the list. */
export function useOpen() {
  const [search, setSearch] = useSearchParams();
  return (id: string | null) => {
    if (id) search.set('id', id);
    else search.delete('id');
    setSearch(search);
  };
}

/** Makes an annual declaration for a past year. */
function CreateAnnual({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation('annual');
  const lastYear = periodOfInstant(new Date()).year - 1;
  const years = Array.from({ length: Math.max(0, lastYear - ANNUAL_FIRST_YEAR + 1) }, (_, i) => String(lastYear - i));
  const [year, setYear] = useState(String(lastYear));
  const create = useCreateAnnual();
  const error = create.error instanceof ApiError ? create.error : create.error;
  const fieldError = create.error instanceof ApiError ? create.error.fieldMessages.year : undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(Number(year), {
            onSuccess: (a) => {
              notify({ color: 'green', message: t('create.done', { year: a.year }) });
              onCreated(a.id);
            },
          });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('create.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('create.hint')}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('create.year')}
              value={year}
              onChange={(e) => setYear(e.currentTarget.value)}
              data={years}
              error={fieldError}
              w={160}
            />
            <Button type="submit" leftSection={<PlusIcon />} loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
          {error && !fieldError ? (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

/** The organization's annual declarations by state, a page at a time, and the making of one. */
export function AnnualList() {
  const { t } = useTranslation('annual');
  const open = useOpen();
  const { tab, chooseTab, pageNumber, setPageNumber } = useStateTabPaging();
  const list = useAnnualList(tab, pageNumber);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const canPrepare = useCan('prepare');
  return (
    <PageLayout title={t('list.title')} subtitle={t('list.subtitle')}>
      {canPrepare ? <CreateAnnual onCreated={(id) => open(id)} /> : null}
      <StateTabs value={tab} onChange={chooseTab} labelOf={(v) => t(`list.tabs.${v}`)} />
      <PagedTable
        query={list}
        pageNumber={pageNumber}
        pageSize={ANNUAL_PAGE_SIZE}
        onPageChange={setPageNumber}
        emptyTitle={t('list.emptyTitle')}
        emptyText={t('list.emptyText')}
        minWidth={860}
        caption={(items, total) => t('list.caption', { shown: items.length, total })}
        asCards={phone}
        card={(a) => (
          <Paper key={a.id} component="li" withBorder radius="sm" p="sm" aria-labelledby={`annual-card-${a.id}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Anchor
                  component="button"
                  type="button"
                  fw={700}
                  id={`annual-card-${a.id}`}
                  onClick={() => open(a.id)}
                  aria-label={t('list.openAction', { year: a.year })}
                >
                  {a.year} · {a.annualDeclarationNumber}
                </Anchor>
                <Group gap={4} wrap="wrap" justify="flex-end">
                  <CorrectionStatus ns="annual" status={a.status} awaitingApproval={a.awaitingApproval} />
                </Group>
              </Group>
              <Group gap="lg" wrap="wrap">
                <Text size="sm">
                  {t('list.columns.rows')}: {a.rowCount}
                </Text>
                <Text size="sm">
                  {t('list.columns.differences')}: {a.differenceCount}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('list.columns.difference')}: {formatMoney(a.totals.difference)}
                </Text>
                <Text size="sm">
                  {t('list.columns.documents')}: {a.documents.length}
                </Text>
                <Text size="sm" c="gray.7">
                  {t('list.columns.created')}: {formatDate(a.createdOn)}
                </Text>
              </Group>
            </Stack>
          </Paper>
        )}
        columns={[
          { label: t('list.columns.year') },
          { label: t('list.columns.number') },
          { label: t('list.columns.status') },
          { label: t('list.columns.rows'), numeric: true },
          { label: t('list.columns.differences'), numeric: true },
          { label: t('list.columns.difference'), numeric: true },
          { label: t('list.columns.documents'), numeric: true },
          { label: t('list.columns.created') },
        ]}
      >
        {(a) => (
          <Table.Tr key={a.id}>
            <Table.Td>
              <Anchor
                component="button"
                type="button"
                onClick={() => open(a.id)}
                aria-label={t('list.openAction', { year: a.year })}
              >
                {a.year}
              </Anchor>
            </Table.Td>
            <Table.Td>{a.annualDeclarationNumber}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="wrap">
                <CorrectionStatus ns="annual" status={a.status} awaitingApproval={a.awaitingApproval} />
              </Group>
            </Table.Td>
            <Table.Td ta="right">{a.rowCount}</Table.Td>
            <Table.Td ta="right">{a.differenceCount}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(a.totals.difference)}
            </Table.Td>
            <Table.Td ta="right">{a.documents.length}</Table.Td>
            <Table.Td>{formatDate(a.createdOn)}</Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
    </PageLayout>
  );
}
