import { Alert, Button, Group, Modal, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementEntry, StatementLoadResult } from '@pensia/domain/finance/statements.api';
import { ApiError } from '../../../common/lib/api-client';
import { formatDate, formatMoney } from '../../../common/lib/format';
import { translateValidationRef } from '../../../common/lib/i18n';
import { notify } from '../../../common/lib/notify';
import { LoadErrorDialog } from '../../../common/ui/load-error-dialog';
import { StatementEntryTable } from '../components/statement-entry-table';
import { PageLayout } from '../../../common/ui/page-layout';
import { FileLoadPanel, LoadFigures, useFileLoadLabels } from '../components/file-load-panel';
import { MatchedEntries } from '../components/matched-entries';
import { LoadedStatements, StatementDebits, WaitReason } from '../components/statement-lists';
import { useLoadStatement, useMatchEntry, useUnmatchedEntries } from '../api/statements-api';
import { useCloseButtonProps } from '../../../common/ui/close-button-props';

const errorText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/** The counts a load answered. */
function LoadResult({ result }: { result: StatementLoadResult }) {
  const { t } = useTranslation('statements');
  const figures = (
    [
      'statements',
      'alreadyLoaded',
      'entries',
      'matched',
      'unmatched',
      'duplicates',
      'debits',
      'returns',
      'flagged',
      'ignored',
    ] as const
  ).map((key) => ({
    label: t(`result.${key}`),
    value: result[key],
    testId: `statement-${key}`,
  }));
  return (
    <Stack gap="xs">
      {result.alreadyLoaded === result.statements && (
        <Alert color="yellow" data-testid="statement-all-loaded">
          {t('result.allLoaded')}
        </Alert>
      )}
      <LoadFigures title={t('result.title')} warn={result.unmatched > 0 || result.flagged > 0} figures={figures} />
    </Stack>
  );
}

/** The form of matching an entry by hand: the organization's identification code. */
function MatchDialog({ entry, onClose }: { entry: StatementEntry | null; onClose: () => void }) {
  const { t } = useTranslation('statements');
  const closeButton = useCloseButtonProps();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const match = useMatchEntry();
  const close = () => {
    setCode('');
    setFieldError(null);
    match.reset();
    onClose();
  };
  const formError =
    match.error && !(match.error instanceof ApiError && match.error.fieldMessages.organizationCode)
      ? errorText(match.error, t('match.failed'))
      : null;
  return (
    <Modal closeButtonProps={closeButton} opened={entry !== null} onClose={close} title={t('match.title')} centered>
      {entry && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const value = code.trim();
            if (!/^(\d{9}|\d{11})$/.test(value)) {
              setFieldError(translateValidationRef('organizationCodeFormat'));
              return;
            }
            setFieldError(null);
            match.mutate(
              { id: entry.id, organizationCode: value },
              {
                onSuccess: (matched) => {
                  close();
                  // say what the match did: whose balance the payment now counts for, and how much
                  void notify({
                    color: 'green',
                    message: t('match.done', {
                      reference: matched.reference,
                      amount: formatMoney(matched.amount),
                      name: matched.organizationName ?? '—',
                      code: matched.organizationCode ?? value,
                    }),
                  });
                },
                onError: (err) => {
                  if (err instanceof ApiError && err.fieldMessages.organizationCode)
                    setFieldError(err.fieldMessages.organizationCode);
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('match.entry', {
                reference: entry.reference,
                amount: formatMoney(entry.amount),
                date: formatDate(entry.bookingDate),
              })}
            </Text>
            {entry.payerName && (
              <Text size="sm">{t('match.payer', { name: entry.payerName, code: entry.payerCode ?? '—' })}</Text>
            )}
            {entry.remittance && (
              <Text size="sm" c="dimmed">
                {entry.remittance}
              </Text>
            )}
            <TextInput
              label={t('match.code')}
              description={t('match.codeHint')}
              inputMode="numeric"
              autoComplete="off"
              data-autofocus
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError}
              required
            />
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('match.cancel')}
              </Button>
              <Button type="submit" loading={match.isPending}>
                {t('match.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The queue's search: the text as typed stays here (a key typed renders the field alone) until Find. */
function QueueSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useTranslation('statements');
  const [draft, setDraft] = useState('');
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('queue.search')}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="default">
          {t('queue.find')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The unmatched entries' queue: its search, its page and the match dialog. Its own component, so that a page
 * turned or a search made renders the queue again, not the statement's load panel and the tabs around it.
 */
function UnmatchedQueue() {
  const { t } = useTranslation('statements');
  const [search, setSearch] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const queue = useUnmatchedEntries(search, pageNumber);
  const [matching, setMatching] = useState<StatementEntry | null>(null);

  return (
    <>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('queue.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('queue.subtitle')}
        </Text>
        <QueueSearch
          onSearch={(text) => {
            setSearch(text);
            setPageNumber(1);
          }}
        />
        <LoadErrorDialog error={queue.error} onRetry={() => void queue.refetch()} />
        <StatementEntryTable
          query={queue}
          label={t('queue.title')}
          loading={t('queue.loading')}
          emptyTitle={t('queue.noneTitle')}
          emptyText={t('queue.noneText')}
          columns={[
            { label: t('columns.date') },
            { label: t('columns.reference') },
            { label: t('columns.payer') },
            { label: t('columns.account') },
            { label: t('columns.remittance') },
            { label: t('columns.reason') },
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
                <Text size="sm">{e.payerName ?? '—'}</Text>
                {e.payerCode && (
                  <Text size="xs" c="dimmed">
                    {t('columns.code', { code: e.payerCode })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.payerAccount ?? '—'}</Table.Td>
              <Table.Td>{e.remittance ?? '—'}</Table.Td>
              <Table.Td>
                <WaitReason entry={e} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>{formatMoney(e.amount)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  onClick={() => setMatching(e)}
                  aria-label={t('queue.matchEntry', { reference: e.reference })}
                >
                  {t('queue.match')}
                </Button>
              </Table.Td>
            </Table.Tr>
          )}
        </StatementEntryTable>
      </Stack>
      <MatchDialog entry={matching} onClose={() => setMatching(null)} />
    </>
  );
}

/** Bank statements: load the bank's statement, see what it gave, match by hand what found no organization. */
export function BankStatementsPage() {
  const { t } = useTranslation('statements');
  const { t: tm } = useTranslation('statementsMatched');
  const [tab, setTab] = useState<string | null>('unmatched');
  const load = useLoadStatement();
  const labels = useFileLoadLabels('statements');

  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <FileLoadPanel
        labels={labels}
        accept=".xml,.csv,application/xml,text/xml,text/csv"
        load={load}
        result={(data) => <LoadResult result={data} />}
        refusalTestId="statement-refusal"
      />

      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="unmatched">{tm('tabs.unmatched')}</Tabs.Tab>
          <Tabs.Tab value="matched">{tm('tabs.matched')}</Tabs.Tab>
          <Tabs.Tab value="statements">{t('lists.statementsTab')}</Tabs.Tab>
          <Tabs.Tab value="debits">{t('lists.debitsTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="unmatched" pt="md">
          <UnmatchedQueue />
        </Tabs.Panel>
        <Tabs.Panel value="matched" pt="md">
          <Title order={2} size="h3" mb="xs">
            {tm('title')}
          </Title>
          <MatchedEntries />
        </Tabs.Panel>
        <Tabs.Panel value="statements" pt="md">
          <LoadedStatements />
        </Tabs.Panel>
        <Tabs.Panel value="debits" pt="md">
          <StatementDebits />
        </Tabs.Panel>
      </Tabs>
    </PageLayout>
  );
}
