import { useState } from 'react';
import { Badge, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import { SWITCH_STATUSES, type SwitchStatus } from '@pensia/domain/portfolios/switch';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../common/lib/format';
import { currentLang } from '../../../common/lib/i18n';
import { PageLayout } from '../../../common/ui/page-layout';
import { PagedTable } from '../../../common/ui/paged-table';
import { usePortfolioSwitches } from '../api/portfolio-reports-api';

const STATUS_COLOR: Record<SwitchStatus, string> = { pending: 'blue', done: 'green', canceled: 'gray', failed: 'red' };

/**
 * The participants' requests to move their savings to another portfolio: by status and personal number,
 * newest first, with what a switch carried out sold and bought.
 */
export function PortfolioSwitchesPage() {
  const { t } = useTranslation('operator', { keyPrefix: 'portfolioSwitches' });
  const { t: tc } = useTranslation('common');
  const lang = currentLang();
  const [status, setStatus] = useState<SwitchStatus | ''>('pending');
  const [typed, setTyped] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const digits = typed.replace(/\s/g, '');
  const badNumber = digits !== '' && !/^\d{11}$/.test(digits);
  const list = usePortfolioSwitches({
    status,
    personalNumber: badNumber ? '' : digits,
    pageNumber,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <NativeSelect
          label={t('filters.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as SwitchStatus | '');
            setPageNumber(1);
          }}
          data={[
            ...SWITCH_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            { value: '', label: t('filters.all') },
          ]}
          w={{ base: '100%', xs: 240 }}
        />
        <TextInput
          label={t('filters.personalNumber')}
          description={t('filters.personalNumberHint')}
          value={typed}
          inputMode="numeric"
          maxLength={14}
          error={badNumber ? t('filters.personalNumberError') : undefined}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            setPageNumber(1);
          }}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      <PagedTable
        query={list}
        pageNumber={pageNumber}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPageNumber}
        emptyTitle={tc('empty.title')}
        emptyText={t('empty')}
        minWidth={1000}
        caption={() => t('caption')}
        columns={[
          { label: t('columns.requestedAt') },
          { label: t('columns.personalNumber') },
          { label: t('columns.from') },
          { label: t('columns.to') },
          { label: t('columns.status') },
          { label: t('columns.effectiveDate') },
          { label: t('columns.moved'), numeric: true },
        ]}
      >
        {(s) => (
          <Table.Tr key={s.id} data-testid="portfolio-switch-row">
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.requestedAt)}</Table.Td>
            <Table.Td ff="monospace">{s.personalNumber}</Table.Td>
            <Table.Td>{s.fromPortfolioName[lang]}</Table.Td>
            <Table.Td>
              {s.toPortfolioName[lang]}
              {s.warningAcknowledged ? (
                <Text size="xs" c="dimmed">
                  {t('warningAcknowledged')}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={STATUS_COLOR[s.status]} miw="max-content">
                {t(`status.${s.status}`)}
              </Badge>
              {s.decidedAt && s.status !== 'pending' ? (
                <Text size="xs" c="dimmed" mt={4}>
                  {formatDateTime(s.decidedAt)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.effectiveDate ? formatDate(s.effectiveDate) : '—'}</Table.Td>
            <Table.Td ta="right">
              {s.amount !== null ? (
                <>
                  <Text size="sm">{formatMoney(s.amount)}</Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('units', {
                      sold: formatNumber((s.soldUnits ?? '0').replace(/^-/, ''), { decimals: 6 }),
                      bought: formatNumber(s.boughtUnits ?? '0', { decimals: 6 }),
                    })}
                  </Text>
                </>
              ) : (
                '—'
              )}
            </Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
    </PageLayout>
  );
}
