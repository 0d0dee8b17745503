import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalChanges as Changes, ApprovalRow } from '@pensia/domain/approvals/approval.schema';
import { formatMoney } from '../lib/format';
import { DataTable } from './data-table';

/** What changed in a declaration since its submission was sent back: rows added, removed, changed, and the total. */
export function ApprovalChanges({ changes }: { changes: Changes }) {
  const { t } = useTranslation('approvals');
  const nothing = !changes.added.length && !changes.removed.length && !changes.changed.length;
  const arrow = `${t('changes.before')} → ${t('changes.after')}`;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('changes.title')}
      </Title>
      <Text size="sm">{t('changes.totals', { before: formatMoney(changes.totalBefore), after: formatMoney(changes.totalAfter) })}</Text>
      {nothing ? <Text size="sm">{t('changes.none')}</Text> : null}
      <RowsOf title={t('changes.added')} rows={changes.added} />
      <RowsOf title={t('changes.removed')} rows={changes.removed} />
      {changes.changed.length ? (
        <>
          <Text size="sm" fw={600}>
            {t('changes.changed')}
          </Text>
          <DataTable
            label={t('changes.changed')}
            minWidth={560}
            columns={[
              { label: t('changes.pn') },
              { label: t('changes.name') },
              { label: `${t('changes.salary')} (${arrow})`, numeric: true },
              { label: `${t('changes.contribution')} (${arrow})`, numeric: true },
            ]}
          >
            {changes.changed.map(({ before, after }) => (
              <Table.Tr key={after.personalNumber}>
                <Table.Td>{after.personalNumber}</Table.Td>
                <Table.Td>{before.name === after.name ? after.name : `${before.name} → ${after.name}`}</Table.Td>
                <Table.Td ta="right">{`${formatMoney(before.salary)} → ${formatMoney(after.salary)}`}</Table.Td>
                <Table.Td ta="right">{`${formatMoney(before.contribution)} → ${formatMoney(after.contribution)}`}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        </>
      ) : null}
    </Stack>
  );
}

function RowsOf({ title, rows }: { title: string; rows: ApprovalRow[] }) {
  const { t } = useTranslation('approvals');
  if (!rows.length) return null;
  return (
    <>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <DataTable
        label={title}
        minWidth={480}
        columns={[
          { label: t('changes.pn') },
          { label: t('changes.name') },
          { label: t('changes.salary'), numeric: true },
          { label: t('changes.contribution'), numeric: true },
        ]}
      >
        {rows.map((r) => (
          <Table.Tr key={r.personalNumber}>
            <Table.Td>{r.personalNumber}</Table.Td>
            <Table.Td>{r.name}</Table.Td>
            <Table.Td ta="right">{formatMoney(r.salary)}</Table.Td>
            <Table.Td ta="right">{formatMoney(r.contribution)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </>
  );
}
