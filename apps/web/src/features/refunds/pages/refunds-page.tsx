import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@pensia/domain/banking/iban';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import { formatMoneyPlain, parseMoney } from '@pensia/domain/money/money';
import type { RefundStatus } from '@pensia/domain/refunds/refunds';
import type { Refund } from '@pensia/domain/refunds/refunds.api';
import { ApiError } from '../../../common/lib/api-client';
import { formatMoney } from '../../../common/lib/format';
import { currentLang } from '../../../common/lib/i18n';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { ListPagination } from '../../../common/ui/list-pagination';
import { FinanceNav } from '../../../common/ui/finance-nav';
import { PageLayout } from '../../../common/ui/page-layout';
import { QueryState } from '../../../common/ui/query-state';
import { RefundList } from '../../../common/ui/refund-list';
import {
  downloadRefundDocument,
  useBalance,
  useDeleteRefund,
  useOwnAccounts,
  useRefundAccountNumbers,
  useRefundDocTypes,
  useRefunds,
  useRefundStatuses,
} from '../api/refund-queries';
import { RefundForm } from '../components/refund-form';
import { RefundStatusBadge } from '../components/refund-status-badge';
import { RefundView } from '../components/refund-view';
import { nameOf } from '../../../common/lib/chosen-documents';
import { useCloseButtonProps } from '../../../common/ui/close-button-props';
import { notify } from '../../../common/lib/notify';
import { useCan } from '../../../common/session/use-can';

type Dialog = { kind: 'create' } | { kind: 'edit'; refund: Refund } | { kind: 'view'; refund: Refund } | { kind: 'delete'; refund: Refund } | null;

/** The organization's refund requests: filters, the list, asking for a refund, viewing, changing and deleting one while new. */
export function RefundsPage() {
  const { t } = useTranslation('refunds');
  const closeButton = useCloseButtonProps();
  const lang = currentLang();
  const [accountNumber, setAccountNumber] = useState('');
  const [status, setStatus] = useState<RefundStatus | ''>('');
  const [pageNumber, setPageNumber] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const canPrepare = useCan('prepare');
  const filter = { accountNumber: accountNumber || undefined, status: status || undefined, pageNumber, pageSize: DEFAULT_PAGE_SIZE };
  const list = useRefunds(filter);
  const accountNumbers = useRefundAccountNumbers();
  const statuses = useRefundStatuses();
  const docTypes = useRefundDocTypes();
  const accounts = useOwnAccounts();
  const balance = useBalance();
  const remove = useDeleteRefund();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const close = () => setDialog(null);
  const download = (refundId: string) => (documentId: string) => downloadRefundDocument(refundId, documentId);
  const confirmDelete = (refund: Refund) =>
    remove.mutate(refund.id, {
      onSuccess: () => {
        close();
        notify({ color: 'green', message: t('confirmDelete.done', { number: refund.number }) });
      },
      onError: (e) => setDeleteError(e instanceof ApiError ? e.message : t('form.failed')),
    });

  return (
    <PageLayout
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Available balance={balance.data?.totalBalance} />
          {canPrepare ? <Button onClick={() => setDialog({ kind: 'create' })}>{t('newRequest')}</Button> : null}
        </Group>
      }
    >
      <FinanceNav active="refunds" />
      <Group gap="sm" wrap="wrap" role="group" aria-label={t('filters.label')} align="flex-end">
        <NativeSelect
          label={t('filters.accountNumber')}
          value={accountNumber}
          onChange={(e) => {
            setAccountNumber(e.currentTarget.value);
            setPageNumber(1);
          }}
          data={[{ value: '', label: t('filters.all') }, ...(accountNumbers.data ?? []).map((a) => ({ value: a, label: formatIban(a) }))]}
          w={{ base: '100%', xs: 300 }}
        />
        <NativeSelect
          label={t('filters.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as RefundStatus | '');
            setPageNumber(1);
          }}
          data={[{ value: '', label: t('filters.all') }, ...(statuses.data ?? []).map((s) => ({ value: s.code, label: nameOf(s, lang) }))]}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <QueryState query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyListState title={accountNumber || status ? undefined : t('empty.title')} description={accountNumber || status ? t('empty.filtered') : canPrepare ? t('empty.text') : t('empty.textReadOnly')} />
          ) : (
            <Stack gap="sm">
              <RefundList
                items={page.items}
                label={t('table.caption')}
                showCaption
                minWidth={820}
                status={(r) => <RefundStatusBadge status={r.status} awaitingApproval={r.awaitingApproval} />}
                actions={(r) => (
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="light" onClick={() => setDialog({ kind: 'view', refund: r })} aria-label={t('actions.viewOf', { number: r.number })}>
                      {t('actions.view')}
                    </Button>
                    {r.status === 'new' && canPrepare ? (
                      <>
                        <Button size="compact-xs" variant="default" onClick={() => setDialog({ kind: 'edit', refund: r })} aria-label={t('actions.editOf', { number: r.number })}>
                          {t('actions.edit')}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() => {
                            setDeleteError(null);
                            setDialog({ kind: 'delete', refund: r });
                          }}
                          aria-label={t('actions.deleteOf', { number: r.number })}
                        >
                          {t('actions.delete')}
                        </Button>
                      </>
                    ) : null}
                  </Group>
                )}
              />
              <ListPagination total={Math.ceil(page.totalCount / page.pageSize)} value={pageNumber} onChange={setPageNumber} />
            </Stack>
          )
        }
      </QueryState>

      <Modal closeButtonProps={closeButton} opened={dialog?.kind === 'create' || dialog?.kind === 'edit'} onClose={close} size="lg" title={dialog?.kind === 'edit' ? t('form.editTitle', { number: dialog.refund.number }) : t('form.createTitle')}>
        {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
          <QueryState query={accounts}>
            {(own) => (
              <RefundForm
                accounts={own}
                docTypes={docTypes.data ?? []}
                refund={dialog.kind === 'edit' ? dialog.refund : undefined}
                onCancel={close}
                onDone={(saved) => {
                  notify({ color: 'green', message: t(dialog.kind === 'edit' ? 'form.updated' : 'form.created', { number: saved.number }) });
                  close();
                }}
              />
            )}
          </QueryState>
        ) : null}
      </Modal>
      <Modal closeButtonProps={closeButton} opened={dialog?.kind === 'view'} onClose={close} size="lg" title={dialog?.kind === 'view' ? t('view.title', { number: dialog.refund.number }) : ''}>
        {dialog?.kind === 'view' ? <RefundView refund={dialog.refund} docTypes={docTypes.data ?? []} download={download(dialog.refund.id)} /> : null}
      </Modal>
      <Modal closeButtonProps={closeButton} opened={dialog?.kind === 'delete'} onClose={close} title={t('confirmDelete.title')} centered>
        {dialog?.kind === 'delete' ? (
          <Stack gap="md">
            <Text>{t('confirmDelete.text', { number: dialog.refund.number, amount: formatMoney(dialog.refund.amount) })}</Text>
            {deleteError ? (
              <Alert color="red" role="alert">
                {deleteError}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t('confirmDelete.cancel')}
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => confirmDelete(dialog.refund)}>
                {t('confirmDelete.confirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </PageLayout>
  );
}

/** How much may still be asked back, when the balance is known. */
function Available({ balance }: { balance: string | undefined }) {
  const { t } = useTranslation('refunds');
  const pendingList = useRefunds({ status: 'new', pageNumber: 1, pageSize: 200 });
  if (balance === undefined || !pendingList.data) return <span />;
  const pending = pendingList.data.items.reduce((s, r) => s + (parseMoney(r.amount) ?? 0n), 0n);
  const available = (parseMoney(balance) ?? 0n) - pending;
  return (
    <Text size="sm" c="dimmed">
      {t('available', { balance: formatMoney(balance), pending: formatMoney(formatMoneyPlain(pending)), available: formatMoney(formatMoneyPlain(available > 0n ? available : 0n)) })}
    </Text>
  );
}
