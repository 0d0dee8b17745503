import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementEntry } from '@pensia/domain/finance/statements.api';
import { ApiError } from '../../../common/lib/api-client';
import { formatDate, formatMoney } from '../../../common/lib/format';
import { translateValidationRef } from '../../../common/lib/i18n';
import { DateField } from '../../../common/ui/date-field';
import { LoadErrorDialog } from '../../../common/ui/load-error-dialog';
import { StatementEntryTable } from './statement-entry-table';
import { useMatchedEntries, useUnmatchEntry, type MatchedFilter } from '../api/statements-api';
import { useCloseButtonProps } from '../../../common/ui/close-button-props';

const errorText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);
const emptyFilter: MatchedFilter = { organizationCode: '', dateFrom: '', dateTo: '' };

/**
 * Undoing a match: the reason first, then a confirmation naming the organization and the amount taken back
 * (docs/decisions/0023). The payment the operator saw is sent along: a match changed meanwhile is refused.
 */
function UndoDialog({
  entry,
  onClose,
  onDone,
}: {
  entry: StatementEntry | null;
  onClose: () => void;
  onDone: (entry: StatementEntry) => void;
}) {
  const { t } = useTranslation('statementsMatched');
  const closeButton = useCloseButtonProps();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const undo = useUnmatchEntry();
  const close = () => {
    setReason('');
    setReasonError(null);
    setConfirming(false);
    undo.reset();
    onClose();
  };
  const formError =
    undo.error && !(undo.error instanceof ApiError && undo.error.fieldMessages.reason)
      ? errorText(undo.error, t('undo.failed'))
      : null;
  return (
    <Modal closeButtonProps={closeButton} opened={entry !== null} onClose={close} title={t('undo.title')} centered>
      {entry && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) {
              setReasonError(translateValidationRef('required'));
              setConfirming(false);
              return;
            }
            if (!confirming) {
              setConfirming(true);
              return;
            }
            undo.mutate(
              { id: entry.id, transactionId: entry.transactionId!, reason: reason.trim() },
              {
                onSuccess: (updated) => {
                  close();
                  onDone(updated);
                },
                onError: (err) => {
                  setConfirming(false);
                  if (err instanceof ApiError && err.fieldMessages.reason) setReasonError(err.fieldMessages.reason);
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('undo.entry', {
                reference: entry.reference,
                amount: formatMoney(entry.amount),
                date: formatDate(entry.bookingDate),
              })}
            </Text>
            <Text size="sm">
              {t('undo.organization', { name: entry.organizationName ?? '—', code: entry.organizationCode ?? '—' })}
            </Text>
            {entry.remittance && (
              <Text size="sm" c="dimmed">
                {entry.remittance}
              </Text>
            )}
            <Textarea
              label={t('undo.reason')}
              description={t('undo.reasonHint')}
              rows={3}
              maxLength={1000}
              data-autofocus
              value={reason}
              readOnly={confirming}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(null);
              }}
              error={reasonError}
              withAsterisk
            />
            {confirming && (
              <Alert color="orange" role="alert" title={t('undo.confirmTitle')}>
                {t('undo.confirmText', {
                  amount: formatMoney(entry.amount),
                  name: entry.organizationName ?? entry.organizationCode ?? '—',
                })}
              </Alert>
            )}
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={confirming ? () => setConfirming(false) : close}>
                {confirming ? t('undo.back') : t('undo.cancel')}
              </Button>
              <Button type="submit" color={confirming ? 'red' : undefined} loading={undo.isPending}>
                {confirming ? t('undo.confirm') : t('undo.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Payments matched to organizations, newest first, with the undo of a wrong match. */
export function MatchedEntries() {
  const { t } = useTranslation('statementsMatched');
  const [draft, setDraft] = useState<MatchedFilter>(emptyFilter);
  const [filter, setFilter] = useState<MatchedFilter>(emptyFilter);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const list = useMatchedEntries(filter, pageNumber);
  const [undoing, setUndoing] = useState<StatementEntry | null>(null);
  const [undone, setUndone] = useState<StatementEntry | null>(null);
  const filterError =
    list.error instanceof ApiError && Object.keys(list.error.fieldMessages).length > 0
      ? Object.values(list.error.fieldMessages).join(' ')
      : null;

  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        {t('subtitle')}
      </Text>
      <form
        role="search"
        aria-label={t('filter.label')}
        onSubmit={(e) => {
          e.preventDefault();
          const code = draft.organizationCode.trim();
          if (code && !/^(\d{9}|\d{11})$/.test(code)) {
            setCodeError(translateValidationRef('organizationCodeFormat'));
            return;
          }
          setCodeError(null);
          setFilter({ ...draft, organizationCode: code });
          setPageNumber(1);
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('filter.organizationCode')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.organizationCode}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, organizationCode: value }));
              setCodeError(null);
            }}
            error={codeError}
            style={{ flex: '1 1 200px' }}
          />
          <DateField
            label={t('filter.dateFrom')}
            value={draft.dateFrom}
            onChange={(v) => setDraft((d) => ({ ...d, dateFrom: v }))}
          />
          <DateField
            label={t('filter.dateTo')}
            value={draft.dateTo}
            onChange={(v) => setDraft((d) => ({ ...d, dateTo: v }))}
            minDate={draft.dateFrom || undefined}
          />
          <Button type="submit" variant="default">
            {t('filter.find')}
          </Button>
        </Group>
      </form>
      {undone && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          onClose={() => setUndone(null)}
          closeButtonLabel={t('undo.dismiss')}
        >
          {t('undo.done', { reference: undone.reference })}
        </Alert>
      )}
      {filterError ? (
        <Alert color="red" role="alert">
          {filterError}
        </Alert>
      ) : (
        <LoadErrorDialog error={list.error} onRetry={() => void list.refetch()} />
      )}
      <StatementEntryTable
        query={list}
        label={t('title')}
        loading={t('loading')}
        emptyTitle={t('noneTitle')}
        emptyText={t('noneText')}
        columns={[
          { label: t('columns.date') },
          { label: t('columns.reference') },
          { label: t('columns.organization') },
          { label: t('columns.payer') },
          { label: t('columns.method') },
          { label: t('columns.amount'), amount: true },
        ]}
        actionLabel={t('columns.action')}
        pageNumber={pageNumber}
        onPageChange={setPageNumber}
      >
        {(e) => (
          <Table.Tr key={e.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(e.bookingDate)}</Table.Td>
            <Table.Td>{e.reference}</Table.Td>
            <Table.Td>
              <Text size="sm">{e.organizationName ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {e.organizationCode}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{e.payerName ?? '—'}</Text>
              {e.remittance && (
                <Text size="xs" c="dimmed">
                  {e.remittance}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{e.matchMethod && <Badge variant="light">{t(`method.${e.matchMethod}`)}</Badge>}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>{formatMoney(e.amount)}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => setUndoing(e)}
                aria-label={t('undoEntry', { reference: e.reference })}
              >
                {t('undoButton')}
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      </StatementEntryTable>
      <UndoDialog entry={undoing} onClose={() => setUndoing(null)} onDone={setUndone} />
    </Stack>
  );
}
