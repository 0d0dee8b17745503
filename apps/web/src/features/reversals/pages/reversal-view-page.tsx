import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isRecordId } from '@pensia/domain/http/ids';
import type { Reversal, ReversalDetail } from '@pensia/domain/reversals/reversal.api';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime, formatMoney, formatMonthYear } from '../../../shared/lib/format';
import { isMissingRecord } from '../../../shared/lib/missing-record';
import { paths } from '../../../shared/lib/paths';
import { useLangPrefix } from '../../../shared/lib/use-lang-prefix';
import { DataTable } from '../../../shared/ui/data-table';
import { EmptyListState } from '../../../shared/ui/empty-list-state';
import { DownloadIcon, EditIcon, PlusIcon, TrashIcon } from '../../../shared/ui/icons';
import { ListPagination } from '../../../shared/ui/list-pagination';
import { PageLayout } from '../../../shared/ui/page-layout';
import { ErrorState, LoadingState } from '../../../shared/ui/query-state';
import { REVERSAL_PAGE_SIZE, useDeleteRow, useExport, useReversal, useReversalCommand } from '../api/reversal-queries';
import { ReversalDocuments } from '../components/reversal-documents';
import { ReversalRowForm } from '../components/reversal-row-form';
import { ReversalStatus } from '../components/reversal-status';
import { ReversalUpload } from '../components/reversal-upload';

/**
 * `declaration/view-reversed/{id}`: a reversing declaration — its amounts (basis, profit, sum, reversals
 * with profit, difference), rows, documents — edited while in progress, completed with a confirmation.
 */
export function ReversalViewPage() {
  const { t } = useTranslation('reversals');
  const { t: te } = useTranslation('errors');
  const prefix = useLangPrefix();
  const { id } = useParams();
  const [pageNumber, setPageNumber] = useState(1);
  const [personalId, setPersonalId] = useState('');
  const query = useReversal(id, pageNumber, personalId);
  // an id that can't name a reversal is not sent to the server; one the server does not know reads the same
  const missing = !isRecordId(id) || (query.isError && isMissingRecord(query.error));
  if (!id || missing)
    return (
      <PageLayout title={t('view.title')}>
        <Alert color="blue" role="alert">
          {id ? te('REVERSAL_NOT_AVAILABLE') : t('view.noId')}
        </Alert>
        <Anchor component={Link} to={paths.declarationsReversed(prefix)}>
          {t('view.back')}
        </Anchor>
      </PageLayout>
    );
  if (query.isError)
    return (
      <PageLayout title={t('view.title')}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </PageLayout>
    );
  if (!query.data)
    return (
      <PageLayout title={t('view.title')}>
        <LoadingState />
      </PageLayout>
    );
  return (
    <View
      reversal={query.data.reversal}
      rows={query.data.details.items}
      total={query.data.details.totalCount}
      busy={query.isFetching}
      pageNumber={pageNumber}
      onPage={setPageNumber}
      personalId={personalId}
      onPersonalId={(v) => {
        setPersonalId(v);
        setPageNumber(1);
      }}
    />
  );
}

interface ViewProps {
  reversal: Reversal;
  rows: ReversalDetail[];
  total: number;
  busy: boolean;
  pageNumber: number;
  onPage: (n: number) => void;
  personalId: string;
  onPersonalId: (v: string) => void;
}

function View({ reversal, rows, total, busy, pageNumber, onPage, personalId, onPersonalId }: ViewProps) {
  const { t } = useTranslation('reversals');
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<ReversalDetail | 'new' | null>(null);
  const [confirm, setConfirm] = useState<'complete' | 'delete' | ReversalDetail | null>(null);
  const command = useReversalCommand();
  const deleteRow = useDeleteRow();
  const report = useExport();
  const editable = reversal.status === 'open' && !reversal.isProcessing;
  const failure = command.error ?? deleteRow.error ?? report.error;

  const run = async () => {
    const what = confirm;
    setConfirm(null);
    try {
      if (what === 'complete') {
        await command.mutateAsync({ reversal, command: 'complete' });
        notifications.show({ color: 'green', message: t('view.completed') });
      } else if (what === 'delete') {
        await command.mutateAsync({ reversal, command: 'delete' });
        notifications.show({ color: 'green', message: t('view.deleted') });
        await navigate(paths.declarationsReversed(prefix));
      } else if (what) {
        await deleteRow.mutateAsync({ reversal, detailId: what.id });
      }
    } catch {
      // shown above the rows
    }
  };

  const totals: [string, string, boolean][] = [
    [t('totals.basis'), reversal.totals.basis, false],
    [t('totals.profit'), reversal.totals.profit, false],
    [t('totals.sum'), reversal.totals.sum, false],
    [t('totals.reversalsWithProfit'), reversal.totals.reversalsWithProfit, false],
    [t('totals.difference'), reversal.totals.difference, true],
  ];

  return (
    <PageLayout
      title={t('view.heading', { number: reversal.reversedDeclarationNumber })}
      subtitle={t('view.of', {
        number: reversal.declarationNumber,
        period: formatMonthYear(reversal.year, reversal.month),
      })}
    >
      <Stack gap="md">
        <Group gap="lg" wrap="wrap">
          <ReversalStatus status={reversal.status} />
          <Text size="sm">
            {t('view.createdOn')}: <b>{formatDateTime(reversal.createdOn)}</b>
          </Text>
          {reversal.completedOn ? (
            <Text size="sm">
              {t('view.completedOn')}: <b>{formatDateTime(reversal.completedOn)}</b>
            </Text>
          ) : null}
          <Anchor component={Link} to={paths.declarationView(prefix, reversal.declarationId)} size="sm">
            {t('view.openDeclaration')}
          </Anchor>
        </Group>
        {reversal.isProcessing ? (
          <Alert color="orange" role="status">
            {t('view.processing')}
          </Alert>
        ) : null}
        {reversal.status === 'completed' ? (
          <Alert color="gray" role="status">
            {t('view.readOnly')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          {totals.map(([label, value, strong]) => (
            <Paper key={label} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text
                fw={strong ? 700 : 500}
                c={strong && value.startsWith('-') ? 'green.8' : strong && value !== '0.00' ? 'red.8' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {formatMoney(value)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('totals.differenceHint')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<DownloadIcon />}
            loading={report.isPending}
            onClick={() => report.mutate(reversal.id)}
          >
            {t('view.export')}
          </Button>
          {editable ? (
            <>
              <Button onClick={() => setConfirm('complete')} disabled={reversal.rowCount === 0}>
                {t('view.complete')}
              </Button>
              <Button variant="default" color="red" onClick={() => setConfirm('delete')}>
                {t('view.delete')}
              </Button>
            </>
          ) : null}
          <Button variant="subtle" component={Link} to={paths.declarationsReversed(prefix)}>
            {t('view.back')}
          </Button>
        </Group>
        {failure ? (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        ) : null}
        <ReversalDocuments reversal={reversal} editable={editable} />
        {editable ? <ReversalUpload reversal={reversal} /> : null}
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <Title order={2} size="h4">
            {t('rows.title')}
          </Title>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <TextInput
              label={t('rows.search')}
              value={personalId}
              onChange={(e) => onPersonalId(e.currentTarget.value.replace(/\D/g, '').slice(0, 11))}
              inputMode="numeric"
              w={180}
            />
            {editable ? (
              <Button leftSection={<PlusIcon />} onClick={() => setEditing('new')}>
                {t('rows.add')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {rows.length === 0 ? (
          <EmptyListState title={t('rows.emptyTitle')} description={t('rows.emptyText')} />
        ) : (
          <>
            <DataTable
              minWidth={920}
              busy={busy}
              caption={t('rows.caption', { shown: rows.length, total })}
              columns={[
                { label: t('rows.columns.person') },
                { label: t('rows.columns.personalNumber') },
                { label: t('rows.columns.basis'), numeric: true },
                { label: t('rows.columns.profit'), numeric: true },
                { label: t('rows.columns.sum'), numeric: true },
                { label: t('rows.columns.reversalsWithProfit'), numeric: true },
                { label: t('rows.columns.difference'), numeric: true },
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
                  {[r.basis, r.profit, r.sum, r.reversalsWithProfit, r.difference].map((v, i) => (
                    <Table.Td key={i} ta="right" style={{ whiteSpace: 'nowrap' }} fw={i === 4 ? 600 : undefined}>
                      {formatMoney(v)}
                    </Table.Td>
                  ))}
                  {editable ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('rows.edit')} ${r.personalIdentificationNumber}`}
                          onClick={() => setEditing(r)}
                        >
                          <EditIcon />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t('rows.delete')} ${r.personalIdentificationNumber}`}
                          onClick={() => setConfirm(r)}
                        >
                          <TrashIcon />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </DataTable>
            <ListPagination
              total={Math.max(1, Math.ceil(total / REVERSAL_PAGE_SIZE))}
              value={pageNumber}
              onChange={onPage}
            />
          </>
        )}
      </Stack>
      {editing ? (
        <ReversalRowForm
          reversal={reversal}
          row={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('confirm.title')}
        centered
        closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
      >
        <Stack gap="md">
          <Text>
            {confirm === 'complete'
              ? t('confirm.complete', { difference: formatMoney(reversal.totals.difference) })
              : confirm === 'delete'
                ? t('confirm.delete')
                : confirm
                  ? t('confirm.deleteRow', { name: `${confirm.firstName} ${confirm.lastName}` })
                  : ''}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('confirm.cancel')}
            </Button>
            <Button
              color={confirm === 'complete' ? undefined : 'red'}
              onClick={() => void run()}
              loading={command.isPending || deleteRow.isPending}
              data-autofocus
            >
              {confirm === 'complete' ? t('view.complete') : t('confirm.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageLayout>
  );
}
