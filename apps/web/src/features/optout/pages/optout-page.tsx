import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, NativeSelect, Stack, Table, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import { isPersonalNumber } from '@pensia/domain/identity/personal-number-format';
import type { OptOutStatus } from '@pensia/domain/optout/optout';
import type { OptOutRequest } from '@pensia/domain/optout/optout.api';
import { ApiError } from '../../../common/lib/api-client';
import { formatDate } from '../../../common/lib/format';
import { currentLang } from '../../../common/lib/i18n';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { DataTable } from '../../../common/ui/data-table';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { ListPagination } from '../../../common/ui/list-pagination';
import { PageLayout } from '../../../common/ui/page-layout';
import { QueryState } from '../../../common/ui/query-state';
import { downloadOptOutDocument, useCheckList, useDeleteOptOut, useOptOutDocTypes, useOptOutRequests, useOptOutStatuses } from '../api/optout-queries';
import { OptOutForm } from '../components/optout-form';
import { OptOutStatusBadge } from '../components/optout-status-badge';
import { OptOutView } from '../components/optout-view';
import { nameOf } from '../../../common/lib/chosen-documents';
import { personalNumbersOf } from '../lib/optout-form';
import { useCloseButtonProps } from '../../../common/ui/close-button-props';
import { notify } from '../../../common/lib/notify';
import { useCan } from '../../../common/session/use-can';

type Dialog = { kind: 'create' } | { kind: 'edit'; request: OptOutRequest } | { kind: 'view'; request: OptOutRequest } | { kind: 'delete'; request: OptOutRequest } | null;

/** `employees/opt-out`: the organization's voluntary opt-out requests — the list and form, and a check of a list of people. */
export function OptOutPage() {
  const { t } = useTranslation('optout');
  const prefix = useLangPrefix();
  return (
    <PageLayout
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Anchor component={Link} to={paths.employees(prefix)} size="sm">
          {t('toEmployees')}
        </Anchor>
      }
    >
      <Tabs defaultValue="requests" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requests">{t('tabs.requests')}</Tabs.Tab>
          <Tabs.Tab value="check">{t('tabs.check')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests" pt="md">
          <Requests />
        </Tabs.Panel>
        <Tabs.Panel value="check" pt="md">
          <CheckList />
        </Tabs.Panel>
      </Tabs>
    </PageLayout>
  );
}

function Requests() {
  const { t } = useTranslation('optout');
  const closeButton = useCloseButtonProps();
  const lang = currentLang();
  const [status, setStatus] = useState<OptOutStatus | ''>('');
  const [personalNumber, setPersonalNumber] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const pn = personalNumber.trim();
  const list = useOptOutRequests({ status: status || undefined, personalNumber: isPersonalNumber(pn) ? pn : undefined, pageNumber, pageSize: DEFAULT_PAGE_SIZE });
  const statuses = useOptOutStatuses();
  const docTypes = useOptOutDocTypes();
  const remove = useDeleteOptOut();
  // filing, changing and withdrawing a request is preparing; every role reads them and checks a list of people
  const canPrepare = useCan('prepare');
  const close = () => setDialog(null);
  const filtered = Boolean(status || isPersonalNumber(pn));

  const confirmDelete = (request: OptOutRequest) =>
    remove.mutate(request.id, {
      onSuccess: () => {
        close();
        notify({ color: 'green', message: t('confirmDelete.done', { number: request.number }) });
      },
      onError: (e) => setDeleteError(e instanceof ApiError ? e.message : t('form.failed')),
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap" role="group" aria-label={t('filters.label')} align="flex-end">
          <NativeSelect
            label={t('filters.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as OptOutStatus | '');
              setPageNumber(1);
            }}
            data={[{ value: '', label: t('filters.all') }, ...(statuses.data ?? []).map((s) => ({ value: s.code, label: nameOf(s, lang) }))]}
            w={{ base: '100%', xs: 260 }}
          />
          <TextInput
            label={t('filters.personalNumber')}
            inputMode="numeric"
            maxLength={11}
            value={personalNumber}
            onChange={(e) => {
              setPersonalNumber(e.currentTarget.value);
              setPageNumber(1);
            }}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        {canPrepare ? <Button onClick={() => setDialog({ kind: 'create' })}>{t('newRequest')}</Button> : null}
      </Group>
      <QueryState query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyListState title={filtered ? undefined : t('empty.title')} description={filtered ? t('empty.filtered') : canPrepare ? t('empty.text') : t('empty.textReadOnly')} />
          ) : (
            <Stack gap="sm">
              <DataTable
                minWidth={900}
                caption={t('table.caption')}
                columns={[
                  { label: t('columns.number') },
                  { label: t('columns.date') },
                  { label: t('columns.person') },
                  { label: t('columns.window') },
                  { label: t('columns.status') },
                  { label: t('columns.statusDate') },
                  { label: t('columns.actions') },
                ]}
              >
                {page.items.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.number}</Table.Td>
                    <Table.Td>{formatDate(r.date)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{`${r.firstName} ${r.lastName}`}</Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {r.personalNumber}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('window', { opens: formatDate(r.window.opens), closes: formatDate(r.window.closes) })}</Table.Td>
                    <Table.Td>
                      <OptOutStatusBadge status={r.status} />
                    </Table.Td>
                    <Table.Td>{formatDate(r.statusDate)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-xs" variant="light" onClick={() => setDialog({ kind: 'view', request: r })} aria-label={t('actions.viewOf', { number: r.number })}>
                          {t('actions.view')}
                        </Button>
                        {r.status === 'new' && canPrepare ? (
                          <>
                            <Button size="compact-xs" variant="default" onClick={() => setDialog({ kind: 'edit', request: r })} aria-label={t('actions.editOf', { number: r.number })}>
                              {t('actions.edit')}
                            </Button>
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              color="red"
                              onClick={() => {
                                setDeleteError(null);
                                setDialog({ kind: 'delete', request: r });
                              }}
                              aria-label={t('actions.deleteOf', { number: r.number })}
                            >
                              {t('actions.delete')}
                            </Button>
                          </>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
              <ListPagination total={Math.ceil(page.totalCount / page.pageSize)} value={pageNumber} onChange={setPageNumber} />
            </Stack>
          )
        }
      </QueryState>

      <Modal closeButtonProps={closeButton} opened={dialog?.kind === 'create' || dialog?.kind === 'edit'} onClose={close} size="lg" title={dialog?.kind === 'edit' ? t('form.editTitle', { number: dialog.request.number }) : t('form.createTitle')}>
        {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
          <OptOutForm
            docTypes={docTypes.data ?? []}
            request={dialog.kind === 'edit' ? dialog.request : undefined}
            onCancel={close}
            onDone={(saved) => {
              notify({ color: 'green', message: t(dialog.kind === 'edit' ? 'form.updated' : 'form.created', { number: saved.number }) });
              close();
            }}
          />
        ) : null}
      </Modal>
      <Modal closeButtonProps={closeButton} opened={dialog?.kind === 'view'} onClose={close} size="lg" title={dialog?.kind === 'view' ? t('view.title', { number: dialog.request.number }) : ''}>
        {dialog?.kind === 'view' ? <OptOutView request={dialog.request} docTypes={docTypes.data ?? []} download={(documentId) => downloadOptOutDocument(dialog.request.id, documentId)} /> : null}
      </Modal>
      <Modal closeButtonProps={closeButton} opened={dialog?.kind === 'delete'} onClose={close} title={t('confirmDelete.title')} centered>
        {dialog?.kind === 'delete' ? (
          <Stack gap="md">
            <Text>{t('confirmDelete.text', { number: dialog.request.number, name: `${dialog.request.firstName} ${dialog.request.lastName}` })}</Text>
            {deleteError ? (
              <Alert color="red" role="alert">
                {deleteError}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t('confirmDelete.cancel')}
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => confirmDelete(dialog.request)}>
                {t('confirmDelete.confirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

/** Checks many people at once (`optout/check-participant-list`): who may leave today and until when. */
function CheckList() {
  const { t } = useTranslation('optout');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useCheckList();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const numbers = personalNumbersOf(text);
    if (!numbers.length) {
      setError(t('check.required'));
      return;
    }
    setError(null);
    check.mutate(numbers, { onError: (e) => setError(e instanceof ApiError ? Object.values(e.fieldMessages)[0] ?? e.message : String(e)) });
  };
  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate aria-label={t('check.title')}>
        <Stack gap="sm">
          <Textarea label={t('check.label')} description={t('check.hint')} rows={4} value={text} onChange={(e) => setText(e.currentTarget.value)} error={error} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} />
          <Group>
            <Button type="submit" loading={check.isPending}>
              {t('check.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {check.data ? (
        <DataTable minWidth={700} caption={t('check.caption')} columns={[{ label: t('columns.personalNumber') }, { label: t('columns.person') }, { label: t('check.result') }]}>
          {check.data.map((c) => (
            <Table.Tr key={c.personalNumber}>
              <Table.Td ff="monospace">{c.personalNumber}</Table.Td>
              <Table.Td>{c.firstName ? `${c.firstName} ${c.lastName}` : '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" c={c.canCreate ? 'green' : undefined}>
                  {c.canCreate && c.window ? t('form.mayLeave', { opens: formatDate(c.window.opens), closes: formatDate(c.window.closes) }) : c.message}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      ) : null}
    </Stack>
  );
}
