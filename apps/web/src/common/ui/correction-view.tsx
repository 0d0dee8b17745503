import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { isRecordId } from '@pensia/domain/http/ids';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../lib/format';
import { isMissingRecord } from '../lib/missing-record';
import type { CorrectionNamespace } from './correction-row-form';
import { CorrectionStatus } from './correction-status';
import { DownloadIcon } from './icons';
import { PageLayout } from './page-layout';
import { ReasonedButton } from './reasoned-button';
import { ErrorState, LoadingState } from './query-state';

/**
 * The pieces of the screen of one correction of filed declarations (a reversing or an annual declaration):
 * its loading, totals, rows and confirmations. Both read the same keys of their namespace (`view.title`,
 * `totals.*`, `rows.*`, `confirm.*`).
 */

/** A difference in colour: owed back (negative) green, owed more red, none plain. */
export const differenceColor = (value: string) =>
  value.startsWith('-') ? 'green.8' : value !== '0.00' ? 'red.8' : undefined;

/**
 * Which page of a correction's rows is shown and the personal number they are searched by: a new search starts
 * at the first page.
 */
export function useRowPaging() {
  const [pageNumber, setPageNumber] = useState(1);
  const [personalId, setPersonalId] = useState('');
  return {
    pageNumber,
    onPage: setPageNumber,
    personalId,
    onPersonalId: (v: string) => {
      setPersonalId(v);
      setPageNumber(1);
    },
  };
}
export type RowPaging = ReturnType<typeof useRowPaging>;

/** A page of a correction's rows as its screen shows them. */
export interface RowPage<R> extends RowPaging {
  rows: R[];
  total: number;
  busy: boolean;
}

export const rowPageOf = <R,>(
  paging: RowPaging,
  details: { items: R[]; totalCount: number },
  busy: boolean,
): RowPage<R> => ({
  ...paging,
  rows: details.items,
  total: details.totalCount,
  busy,
});

/** "No longer available" (with the way back), the load's error, or loading, in the page of the correction; else the page itself. */
export function CorrectionQueryState<T>({
  ns,
  query,
  missing,
  children,
}: {
  ns: CorrectionNamespace;
  query: UseQueryResult<T>;
  /** Set when the correction asked for is not to be had: what to say and the way back. */
  missing: { message: ReactNode; back: ReactNode } | null;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  if (missing)
    return (
      <PageLayout title={t('view.title')}>
        <Alert color="blue" role="alert">
          {missing.message}
        </Alert>
        {missing.back}
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
  return children(query.data);
}

/**
 * The screen of one correction named in the address (`id`), loaded a page of rows at a time (`paging`, `query`):
 * an id that can't name a record is not looked up and, like one the server does not know, reads "no longer
 * available" (`notAvailable`) with the way back (`back`); else loading, the load's error, or the correction
 * with the page of its rows.
 */
export function CorrectionPage<T extends { details: { items: unknown[]; totalCount: number } }>({
  ns,
  id,
  paging,
  query,
  notAvailable,
  back,
  children,
}: {
  ns: CorrectionNamespace;
  id: string | undefined;
  paging: RowPaging;
  query: UseQueryResult<T>;
  notAvailable: ReactNode;
  back: ReactNode;
  children: (data: T, page: RowPage<T['details']['items'][number]>) => ReactNode;
}) {
  const missing = !isRecordId(id) || (query.isError && isMissingRecord(query.error));
  return (
    <CorrectionQueryState ns={ns} query={query} missing={missing ? { message: notAvailable, back } : null}>
      {(data) => children(data, rowPageOf(paging, data.details, query.isFetching))}
    </CorrectionQueryState>
  );
}

/**
 * The correction's state, when it was made and finished (`finished`: closed, completed), what the screen adds
 * beside them (`children`); under them, that it is being processed (`processing`) or, once finished, read only.
 */
export function CorrectionHeader({
  ns,
  status,
  createdOn,
  finished,
  processing = false,
  awaitingApproval = false,
  children,
}: {
  ns: CorrectionNamespace;
  status: 'open' | 'closed' | 'completed';
  createdOn: string;
  finished: { label: string; on: string | null };
  processing?: boolean;
  /** A submission of it waits for approval (four eyes). */
  awaitingApproval?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <Group gap="lg" wrap="wrap">
        <Group gap={4} wrap="wrap">
          <CorrectionStatus ns={ns} status={status} awaitingApproval={awaitingApproval} />
        </Group>
        <Text size="sm">
          {t('view.createdOn')}: <b>{formatDateTime(createdOn)}</b>
        </Text>
        {finished.on ? (
          <Text size="sm">
            {finished.label}: <b>{formatDateTime(finished.on)}</b>
          </Text>
        ) : null}
        {children}
      </Group>
      {processing ? (
        <Alert color="orange" role="status">
          {t('view.processing')}
        </Alert>
      ) : null}
      {status !== 'open' ? (
        <Alert color="gray" role="status">
          {t('view.readOnly')}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * The correction's actions: its export; while it can be changed, finishing it (`finish`: closing, completing;
 * not without rows) and deleting it, each to be confirmed; the way back (`back`) and what the screen adds.
 * Under them, the failure of any of its writes. `finishLabel` names finishing otherwise (submitting it for approval).
 */
export function CorrectionActions<F extends 'close' | 'complete'>({
  ns,
  finish,
  finishLabel,
  editable,
  rowCount,
  exporting,
  onExport,
  onConfirm,
  back,
  failure,
  children,
}: {
  ns: CorrectionNamespace;
  finish: F;
  finishLabel?: string;
  editable: boolean;
  rowCount: number;
  exporting: boolean;
  onExport: () => void;
  onConfirm: (what: F | 'delete') => void;
  back: ReactNode;
  failure: Error | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button variant="light" leftSection={<DownloadIcon />} loading={exporting} onClick={onExport}>
          {t('view.export')}
        </Button>
        {editable ? (
          <>
            <ReasonedButton
              onClick={() => onConfirm(finish)}
              blockedBy={rowCount === 0 ? t('view.finishBlocked') : null}
            >
              {finishLabel ?? (finish === 'close' ? t('view.close') : t('view.complete'))}
            </ReasonedButton>
            <Button variant="default" color="red" onClick={() => onConfirm('delete')}>
              {t('view.delete')}
            </Button>
          </>
        ) : null}
        {back}
        {children}
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      ) : null}
    </>
  );
}

/** The correction's totals, the last (its difference) in bold and colour, with the hint that explains the difference. */
export function CorrectionTotals({ ns, totals }: { ns: CorrectionNamespace; totals: [string, string, boolean][] }) {
  const { t } = useTranslation(ns);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {totals.map(([label, value, strong]) => (
          <Paper key={label} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text
              fw={strong ? 700 : 500}
              c={strong ? differenceColor(value) : undefined}
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
    </>
  );
}

/**
 * The confirmation of what changes a correction for good: finishing it (`finish`: closing an annual
 * declaration, completing a reversal) with its difference, deleting it, or deleting a row. The question is
 * put away before the answer runs; a failure is shown by the screen, above the rows. `finishAs` asks and
 * answers otherwise (submitting it for approval instead).
 */
export function CorrectionConfirm<F extends 'close' | 'complete', R extends { firstName: string; lastName: string }>({
  ns,
  finish,
  finishAs,
  confirm,
  difference,
  loading,
  onCancel,
  onFinish,
  onDelete,
  onDeleteRow,
}: {
  ns: CorrectionNamespace;
  finish: F;
  finishAs?: { text: string; label: string };
  confirm: F | 'delete' | R | null;
  difference: string;
  loading: boolean;
  onCancel: () => void;
  onFinish: () => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  onDeleteRow: (row: R) => Promise<unknown>;
}) {
  const { t } = useTranslation(ns);
  const run = async () => {
    const what = confirm;
    onCancel();
    try {
      if (what === finish) await onFinish();
      else if (what === 'delete') await onDelete();
      else if (what) await onDeleteRow(what as R);
    } catch {
      // shown above the rows
    }
  };
  return (
    <Modal
      opened={confirm !== null}
      onClose={onCancel}
      title={t('confirm.title')}
      centered
      closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
    >
      <Stack gap="md">
        <Text>
          {confirm === finish
            ? finishAs
              ? finishAs.text
              : finish === 'close'
              ? t('confirm.close', { difference: formatMoney(difference) })
              : t('confirm.complete', { difference: formatMoney(difference) })
            : confirm === 'delete'
              ? t('confirm.delete')
              : confirm
                ? t('confirm.deleteRow', { name: `${(confirm as R).firstName} ${(confirm as R).lastName}` })
                : ''}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
          <Button
            color={confirm === finish ? undefined : 'red'}
            onClick={() => void run()}
            loading={loading}
            data-autofocus
          >
            {confirm !== finish
              ? t('confirm.yes')
              : (finishAs?.label ?? (finish === 'close' ? t('view.close') : t('view.complete')))}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
