import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codesInRemittance, type StatementEntry } from '@pensia/domain/finance/statements.api';
import { formatDate, formatMoney } from '../../../common/lib/format';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { ListLoader, ListPaging } from '../../../common/ui/list-states';
import { UNMATCHED_PAGE_SIZE, useLoadedStatements, useStatementDebits } from '../api/statements-api';

/** Why an entry waits for the operator: what its payer code and purpose text named (docs/decisions/0017, 0045). */
export function WaitReason({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation('statements');
  const codes = codesInRemittance(entry.remittance);
  const reason = entry.payerCode
    ? t('reason.payerCode', { code: entry.payerCode })
    : codes.length > 1
      ? t('reason.several', { codes: codes.join(', ') })
      : codes.length === 1
        ? t('reason.unknownCode', { codes: codes[0] })
        : t('reason.noCode');
  return (
    <Stack gap={2}>
      <Text size="xs">{reason}</Text>
      {entry.payerAccountInvalid && (
        <Badge color="red" variant="light" size="sm" data-testid="payer-iban-invalid">
          {t('reason.ibanInvalid')}
        </Badge>
      )}
    </Stack>
  );
}

/** A paged list of the statements screen: its title, a loader, an empty state or the table, and the paging. */
function ListSection(p: {
  title: string;
  pending: boolean;
  empty: { title: string; text: string } | null;
  total: number;
  pageNumber: number;
  onPage: (n: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('statements');
  if (p.pending) return <ListLoader label={t('lists.loading')} />;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {p.title}
      </Title>
      {p.empty ? <EmptyListState title={p.empty.title} description={p.empty.text} /> : p.children}
      <ListPaging total={p.total} pageNumber={p.pageNumber} pageSize={UNMATCHED_PAGE_SIZE} onChange={p.onPage} />
    </Stack>
  );
}

/** Loaded statements with their balances, and the gap to the statement of the same account before each. */
export function LoadedStatements() {
  const { t } = useTranslation('statements');
  const [pageNumber, setPageNumber] = useState(1);
  const list = useLoadedStatements(pageNumber);
  const rows = list.data?.items ?? [];
  return (
    <ListSection
      title={t('lists.statementsTitle')}
      pending={list.isPending}
      empty={rows.length === 0 ? { title: t('lists.noneTitle'), text: t('lists.noneText') } : null}
      total={list.data?.totalCount ?? 0}
      pageNumber={pageNumber}
      onPage={setPageNumber}
    >
      <Table.ScrollContainer minWidth={820}>
        <Table striped aria-label={t('lists.statementsTitle')} data-testid="statements-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('lists.account')}</Table.Th>
              <Table.Th scope="col">{t('lists.statement')}</Table.Th>
              <Table.Th scope="col">{t('lists.period')}</Table.Th>
              {(['opening', 'credits', 'debits', 'closing'] as const).map((k) => (
                <Table.Th key={k} scope="col" style={{ textAlign: 'right' }}>
                  {t(`lists.${k}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.account ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm">{s.statementRef ?? s.fileName}</Text>
                  {s.gap ? (
                    <Badge
                      color="orange"
                      variant="light"
                      size="sm"
                      data-testid="statement-gap"
                      style={{ whiteSpace: 'normal', height: 'auto' }}
                    >
                      {t('lists.gap', {
                        difference: formatMoney(s.gap.difference),
                        previous: s.gap.previousStatementRef ?? '—',
                        closing: formatMoney(s.gap.previousClosing),
                      })}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {s.fromDate ? formatDate(s.fromDate) : '—'} – {s.toDate ? formatDate(s.toDate) : '—'}
                </Table.Td>
                {[s.openingBalance, s.creditTotal, s.debitTotal, s.closingBalance].map((v, i) => (
                  <Table.Td key={i} style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
                    {v === null ? '—' : formatMoney(v)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListSection>
  );
}

/** Debits on the agency's accounts, each with the bank's reason; a return names the payment it took back. */
export function StatementDebits() {
  const { t } = useTranslation('statements');
  const [pageNumber, setPageNumber] = useState(1);
  const list = useStatementDebits(pageNumber);
  const rows = list.data?.items ?? [];
  return (
    <ListSection
      title={t('lists.debitsTitle')}
      pending={list.isPending}
      empty={rows.length === 0 ? { title: t('lists.noDebits'), text: t('lists.noDebitsText') } : null}
      total={list.data?.totalCount ?? 0}
      pageNumber={pageNumber}
      onPage={setPageNumber}
    >
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label={t('lists.debitsTitle')} data-testid="debits-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('lists.date')}</Table.Th>
              <Table.Th scope="col">{t('lists.reference')}</Table.Th>
              <Table.Th scope="col">{t('lists.reason')}</Table.Th>
              <Table.Th scope="col" style={{ textAlign: 'right' }}>
                {t('lists.amount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(d.bookingDate)}</Table.Td>
                <Table.Td>{d.reference}</Table.Td>
                <Table.Td>
                  <Text size="sm">{d.reason ?? '—'}</Text>
                  {d.returnOfReference && (
                    <Badge color="grape" variant="light" size="sm" style={{ whiteSpace: 'normal', height: 'auto' }}>
                      {t('lists.returnOf', { reference: d.returnOfReference, code: d.organizationCode ?? '—' })}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>{formatMoney(d.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListSection>
  );
}
