import { useState } from 'react';
import { Anchor, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FineStatus } from '@pensia/domain/finance/fines';
import type { EmployerFine } from '@pensia/domain/finance/employer-fines.api';
import { formatDate, formatMoney } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { FinanceNav } from '../../../common/ui/finance-nav';
import { FINE_STATUS_COLORS, FineStatusFilter, useFineStatusWord } from '../../../common/ui/fine-status';
import { PageLayout } from '../../../common/ui/page-layout';
import { PagedTable } from '../../../common/ui/paged-table';
import { PaymentOrderButton } from '../../../common/ui/payment-order-button';
import { WholeBadge } from '../../../common/ui/status-badge';
import { useEmployerFines } from '../api/fines-queries';

const PAGE_SIZE = 20;
const PAYMENT_COLORS = { paid: 'green', payable: 'red', none: 'gray' } as const;
const isPayable = (f: EmployerFine) => f.stillPayable !== '0.00';

/** `fines`: the organization's own fines, what each still asks for, and its payment order. */
export function FinesPage() {
  const { t } = useTranslation('employerFines');
  const [status, setStatus] = useState<FineStatus | ''>('');
  const [pageNumber, setPageNumber] = useState(1);
  const query = useEmployerFines(status || undefined, pageNumber, PAGE_SIZE);
  const sums = query.data?.sums;

  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <FinanceNav active="fines" />
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Paper withBorder p="sm" radius="md" aria-live="polite" miw={260}>
          <Text size="sm" c="gray.7">
            {t('sums.stillPayable')}
          </Text>
          <Text fw={700} size="lg" data-testid="fines-still-payable">
            {sums ? formatMoney(sums.stillPayable) : '…'}
          </Text>
          {sums ? (
            <Text size="sm" c="gray.7">
              {sums.payableCount > 0 ? t('sums.payableCount', { count: sums.payableCount }) : t('sums.nothing')}
            </Text>
          ) : null}
        </Paper>
        <FineStatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPageNumber(1);
          }}
          w={240}
        />
      </Group>
      <PagedTable
        query={query}
        pageNumber={pageNumber}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNumber}
        emptyTitle={t('empty.title')}
        emptyText={status ? t('empty.filtered') : t('empty.text')}
        minWidth={1100}
        caption={(items, total) =>
          t('caption', {
            from: (pageNumber - 1) * PAGE_SIZE + 1,
            to: (pageNumber - 1) * PAGE_SIZE + items.length,
            total,
          })
        }
        columns={[
          { label: t('columns.number') },
          { label: t('columns.date') },
          { label: t('columns.declaration') },
          { label: t('columns.reason') },
          { label: t('columns.amount'), numeric: true },
          { label: t('columns.status') },
          { label: t('columns.payment') },
          { label: t('columns.stillPayable'), numeric: true },
          { label: t('columns.paymentOrder') },
        ]}
      >
        {(f) => <FineRow key={f.id} fine={f} />}
      </PagedTable>
    </PageLayout>
  );
}

function FineRow({ fine: f }: { fine: EmployerFine }) {
  const { t } = useTranslation('employerFines');
  const statusWord = useFineStatusWord();
  const prefix = useLangPrefix();
  const payment = f.paymentType ?? 'none';
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }} fw={600}>
        {f.number}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(f.date)}</Table.Td>
      <Table.Td>
        {f.declarationId && f.declarationNumber ? (
          <Anchor
            component={Link}
            size="sm"
            to={paths.declarationView(prefix, f.declarationId)}
            aria-label={t('openDeclaration', { number: f.declarationNumber })}
          >
            {f.declarationNumber}
          </Anchor>
        ) : (
          t('noDeclaration')
        )}
      </Table.Td>
      <Table.Td miw={240} style={{ overflowWrap: 'break-word' }}>
        {f.reason}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(f.amount)}
      </Table.Td>
      <Table.Td>
        <WholeBadge color={FINE_STATUS_COLORS[f.status]} variant="light">
          {statusWord(f.status)}
        </WholeBadge>
      </Table.Td>
      <Table.Td>
        <WholeBadge color={PAYMENT_COLORS[payment]} variant="outline">
          {t(`payment.${payment}`)}
        </WholeBadge>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={isPayable(f) ? 700 : undefined}>
        {formatMoney(f.stillPayable)}
      </Table.Td>
      <Table.Td>
        {isPayable(f) ? (
          <PaymentOrderButton id={f.id} type="fine" size="compact-xs" />
        ) : (
          <Text size="sm" c="gray.7">
            {t('noOrder')}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
