import type { ReactNode } from 'react';
import { ActionIcon, Badge, Button, Group, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format';
import type { CorrectionNamespace } from './correction-row-form';
import { DataTable, type DataColumn } from './data-table';
import { EmptyListState } from './empty-list-state';
import { EditIcon, PlusIcon, TrashIcon } from './icons';
import { ListPagination } from './list-pagination';
import { differenceColor, type RowPage, type RowPaging } from './correction-view';

/** The rows of a correction (a reversing or an annual declaration): their search, their table and their money cells. */

/** The search of rows by personal number and, while the correction can be changed, the button that adds a row. */
export function CorrectionRowSearch({
  ns,
  page: { personalId, onPersonalId },
  editable,
  onAdd,
}: {
  ns: CorrectionNamespace;
  page: RowPaging;
  editable: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <TextInput
        label={t('rows.search')}
        value={personalId}
        onChange={(e) => onPersonalId(e.currentTarget.value.replace(/\D/g, '').slice(0, 11))}
        inputMode="numeric"
        w={180}
      />
      {editable ? (
        <Button leftSection={<PlusIcon />} onClick={onAdd}>
          {t('rows.add')}
        </Button>
      ) : null}
    </>
  );
}

/** Amounts of a row, right-aligned on one line; the last (the difference) in bold, and in colour when asked. */
export function MoneyCells({ values, colorDifference = false }: { values: string[]; colorDifference?: boolean }) {
  const last = values.length - 1;
  return values.map((v, i) => (
    <Table.Td
      key={i}
      ta="right"
      style={{ whiteSpace: 'nowrap' }}
      fw={i === last ? 600 : undefined}
      c={colorDifference && i === last ? differenceColor(v) : undefined}
    >
      {formatMoney(v)}
    </Table.Td>
  ));
}

interface CorrectionRow {
  id: string;
  firstName: string;
  lastName: string;
  personalIdentificationNumber: string;
  isNew: boolean;
}

/**
 * A page of the correction's rows: the person (marked when new), the personal number, the correction's own
 * columns (`columns`, `cells`) and, while it can be changed, the edit and delete of each row.
 */
export function CorrectionRows<R extends CorrectionRow>({
  ns,
  page: { rows, total, busy, pageNumber, onPage },
  pageSize,
  editable,
  columns,
  cells,
  onEdit,
  onDelete,
}: {
  ns: CorrectionNamespace;
  page: RowPage<R>;
  pageSize: number;
  editable: boolean;
  columns: DataColumn[];
  cells: (row: R) => ReactNode;
  onEdit: (row: R) => void;
  onDelete: (row: R) => void;
}) {
  const { t } = useTranslation(ns);
  if (rows.length === 0) return <EmptyListState title={t('rows.emptyTitle')} description={t('rows.emptyText')} />;
  return (
    <>
      <DataTable
        minWidth={920}
        busy={busy}
        caption={t('rows.caption', { shown: rows.length, total })}
        columns={[
          { label: t('rows.columns.person') },
          { label: t('rows.columns.personalNumber') },
          ...columns,
          ...(editable ? [{ label: t('rows.actions') }] : []),
        ]}
      >
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              {r.firstName} {r.lastName}{' '}
              {r.isNew ? (
                <Badge size="xs" variant="light" color="teal" tt="none">
                  {t('rows.new')}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>{r.personalIdentificationNumber}</Table.Td>
            {cells(r)}
            {editable ? (
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${t('rows.edit')} ${r.personalIdentificationNumber}`}
                    onClick={() => onEdit(r)}
                  >
                    <EditIcon />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t('rows.delete')} ${r.personalIdentificationNumber}`}
                    onClick={() => onDelete(r)}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </DataTable>
      <ListPagination total={Math.max(1, Math.ceil(total / pageSize))} value={pageNumber} onChange={onPage} />
    </>
  );
}
