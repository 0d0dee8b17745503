import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@pensia/domain/banking/iban';
import { formatDate, formatMoney } from '../lib/format';
import { DataTable, type DataColumn } from './data-table';

/** Below this width the refund requests are cards, one a request, nothing to scroll sideways. */
const PHONE = '(max-width: 61.99em)';

/** What every refund request shows, the employer's and the back office's alike. */
export interface RefundListItem {
  id: string;
  number: string;
  date: string;
  amount: string;
  accountNumber: string;
}

/** A column the back office adds: the organization, the documents. */
export interface RefundListExtra<T> {
  label: string;
  /** Where it goes: after the date ('afterDate') or after the account ('afterAccount'). */
  at: 'afterDate' | 'afterAccount';
  cell: (item: T) => ReactNode;
}

export interface RefundListProps<T extends RefundListItem> {
  items: readonly T[];
  /** The list's name (the table's caption, the cards' label). */
  label: string;
  /** Whether the table shows its caption (the employer's list) or keeps it for screen readers. */
  showCaption?: boolean;
  minWidth: number;
  extras?: readonly RefundListExtra<T>[];
  /** Under the account number, e.g. the bank details. */
  accountNote?: (item: T) => ReactNode;
  status: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
}

/**
 * Refund requests: a table on a wide screen, cards on a phone (every field labelled). The employer's list and
 * the back office's share it; the back office adds the organization and the documents.
 */
export function RefundList<T extends RefundListItem>({ items, label, showCaption = false, minWidth, extras = [], accountNote, status, actions }: RefundListProps<T>) {
  const { t } = useTranslation('refunds');
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const afterDate = extras.filter((e) => e.at === 'afterDate');
  const afterAccount = extras.filter((e) => e.at === 'afterAccount');
  const account = (r: T) => (
    <>
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {formatIban(r.accountNumber)}
      </Text>
      {accountNote ? accountNote(r) : null}
    </>
  );

  if (phone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map((r) => (
          <Paper component="li" key={r.id} withBorder p="sm" radius="md">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600}>{r.number}</Text>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(r.amount)}
              </Text>
            </Group>
            <Stack component="dl" gap={6} m={0} mt="xs">
              {[
                { label: t('columns.date'), value: formatDate(r.date) },
                ...afterDate.map((e) => ({ label: e.label, value: e.cell(r) })),
                { label: t('columns.accountNumber'), value: account(r) },
                ...afterAccount.map((e) => ({ label: e.label, value: e.cell(r) })),
                { label: t('columns.status'), value: status(r) },
              ].map((f) => (
                <div key={f.label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {f.label}
                  </Text>
                  <Box component="dd" m={0} fz="sm">
                    {f.value}
                  </Box>
                </div>
              ))}
            </Stack>
            <Box mt="sm">{actions(r)}</Box>
          </Paper>
        ))}
      </Stack>
    );
  }

  const columns: DataColumn[] = [
    { label: t('columns.number') },
    { label: t('columns.date') },
    ...afterDate.map((e) => ({ label: e.label })),
    { label: t('columns.amount'), numeric: true },
    { label: t('columns.accountNumber') },
    ...afterAccount.map((e) => ({ label: e.label })),
    { label: t('columns.status') },
    { label: t('columns.actions') },
  ];
  return (
    <DataTable minWidth={minWidth} caption={showCaption ? label : <VisuallyHidden>{label}</VisuallyHidden>} columns={columns}>
      {items.map((r) => (
        <Table.Tr key={r.id}>
          <Table.Td>{r.number}</Table.Td>
          <Table.Td>{formatDate(r.date)}</Table.Td>
          {afterDate.map((e) => (
            <Table.Td key={e.label}>{e.cell(r)}</Table.Td>
          ))}
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(r.amount)}
          </Table.Td>
          <Table.Td>{account(r)}</Table.Td>
          {afterAccount.map((e) => (
            <Table.Td key={e.label}>{e.cell(r)}</Table.Td>
          ))}
          <Table.Td>{status(r)}</Table.Td>
          <Table.Td>{actions(r)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
