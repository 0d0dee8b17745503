import { useState } from 'react';
import { Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import type { ConfirmedNameChange } from '@pensia/domain/operator/operator.schema';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMonthYear } from '../../../common/lib/format';
import { PageLayout } from '../../../common/ui/page-layout';
import { PagedTable } from '../../../common/ui/paged-table';
import { OrganizationCodeFilter } from '../components/organization-code-filter';
import { useNameChanges } from '../api/operator-api';

/** An organization's name, its code under it. */
function Organization({ name, code }: { name: string; code: string }) {
  return (
    <>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed">
        {code}
      </Text>
    </>
  );
}

/**
 * The rows kept under a name other than the scheme's record, because their employer confirmed the name really
 * changed (marriage etc.) with a reason: newest first, of one organization when its code is given.
 */
export function NameChangesPage() {
  const { t } = useTranslation('operator', { keyPrefix: 'nameChanges' });
  const { t: tc } = useTranslation('common');
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [organizationCode, setOrganizationCode] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const list = useNameChanges(organizationCode, pageNumber, DEFAULT_PAGE_SIZE);

  const show = (code: string) => {
    setOrganizationCode(code);
    setPageNumber(1);
  };
  const givenName = (c: ConfirmedNameChange) => `${c.firstName} ${c.lastName}`;

  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <OrganizationCodeFilter
        applied={organizationCode}
        onApply={show}
        words={{
          label: t('filters.label'),
          field: t('filters.organizationCode'),
          apply: t('filters.apply'),
          clear: t('filters.clear'),
        }}
      />
      <PagedTable
        query={list}
        pageNumber={pageNumber}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPageNumber}
        emptyTitle={tc('empty.title')}
        emptyText={t('empty')}
        minWidth={1100}
        caption={() => t('caption')}
        asCards={phone}
        columns={[
          { label: t('columns.organization') },
          { label: t('columns.month') },
          { label: t('columns.personalNumber') },
          { label: t('columns.nameOnRecord') },
          { label: t('columns.nameGiven') },
          { label: t('columns.reason') },
          { label: t('columns.confirmedAt') },
        ]}
        card={(c) => (
          <Paper
            key={c.detailId}
            component="li"
            withBorder
            radius="sm"
            p="sm"
            aria-labelledby={`name-change-${c.detailId}`}
            data-testid="name-change-row"
          >
            <Stack gap={6}>
              <Text fw={700} id={`name-change-${c.detailId}`}>
                {givenName(c)} · <span style={{ fontFamily: 'monospace' }}>{c.personalNumber}</span>
              </Text>
              <Text size="sm">
                {t('columns.nameOnRecord')}: {c.nameOnRecord}
              </Text>
              <Text size="sm">
                {t('columns.reason')}: {c.reason}
              </Text>
              <div>
                <Organization name={c.organizationName} code={c.organizationCode} />
              </div>
              <Text size="sm" c="gray.7">
                {formatMonthYear(c.year, c.month)} · {t('declaration', { number: c.declarationNumber })} ·{' '}
                {t('columns.confirmedAt')}: {formatDateTime(c.confirmedAt)}
              </Text>
            </Stack>
          </Paper>
        )}
      >
        {(c) => (
          <Table.Tr key={c.detailId} data-testid="name-change-row">
            <Table.Td>
              <Organization name={c.organizationName} code={c.organizationCode} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatMonthYear(c.year, c.month)}
              <Text size="xs" c="dimmed">
                {t('declaration', { number: c.declarationNumber })}
              </Text>
            </Table.Td>
            <Table.Td ff="monospace">{c.personalNumber}</Table.Td>
            <Table.Td>{c.nameOnRecord}</Table.Td>
            <Table.Td>{givenName(c)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.reason}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.confirmedAt)}</Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
    </PageLayout>
  );
}
