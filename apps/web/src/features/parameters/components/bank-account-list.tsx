import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@pensia/domain/banking/banking.schema';
import { formatIban } from '@pensia/domain/banking/iban';
import { ApiError } from '../../../common/lib/api-client';
import { currentLang } from '../../../common/lib/i18n';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { TrashIcon } from '../../../common/ui/icons';
import { useRemoveBankAccount, useSetDefaultBankAccount } from '../api/bank-account-queries';
import { bankName } from '../lib/bank-name';
import { notify } from '../../../common/lib/notify';
import { useCan } from '../../../common/session/use-can';

/** The organization's accounts: bank, IBAN, the default marker; make another the default, remove one. */
export function BankAccountList({ accounts }: { accounts: readonly BankAccount[] }) {
  const canAdminister = useCan('administer');
  const { t } = useTranslation('parameters');
  const { t: tc } = useTranslation('common');
  const lang = currentLang();
  const setDefault = useSetDefaultBankAccount();
  const remove = useRemoveBankAccount();
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  if (!accounts.length) return <EmptyListState title={t('accounts.emptyTitle')} description={canAdminister ? t('accounts.emptyText') : t('accounts.emptyTextReadOnly')} />;

  const makeDefault = (account: BankAccount) =>
    setDefault.mutate(account.id, {
      onSuccess: () => notify({ color: 'green', message: t('accounts.madeDefault', { iban: formatIban(account.accountNumber) }) }),
      onError: (error) => notify({ color: 'red', message: error instanceof ApiError ? error.message : t('accounts.failed') }),
    });
  const confirmRemove = () => {
    if (!removing) return;
    const account = removing;
    remove.mutate(account.id, {
      onSuccess: () => {
        setRemoving(null);
        notify({ color: 'green', message: t('accounts.removed', { iban: formatIban(account.accountNumber) }) });
      },
      onError: (error) => setRemoveError(error instanceof ApiError ? error.message : t('accounts.failed')),
    });
  };

  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('accounts.listLabel')}>
        {accounts.map((account) => {
          const iban = formatIban(account.accountNumber);
          const bank = bankName(account.bank, lang);
          return (
            <Paper component="li" key={account.id} withBorder radius="md" p="md" aria-label={`${bank}, ${iban}`}>
              <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {iban}
                    </Text>
                    {account.isDefault ? (
                      <Badge color="green" variant="light">
                        {t('accounts.default')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {bank} · {t('accounts.bic', { bic: account.bank.bic })}
                  </Text>
                </Stack>
                {canAdminister ? (
                  <Group gap="xs" wrap="wrap">
                    {!account.isDefault ? (
                      <Button size="xs" variant="light" onClick={() => makeDefault(account)} loading={setDefault.isPending && setDefault.variables === account.id} aria-label={t('accounts.makeDefaultOf', { iban })}>
                        {t('accounts.makeDefault')}
                      </Button>
                ) : null}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<TrashIcon size={14} />}
                    onClick={() => {
                      setRemoveError(null);
                      setRemoving(account);
                    }}
                    aria-label={t('accounts.removeOf', { iban })}
                  >
                    {t('accounts.remove')}
                  </Button>
                </Group>
                ) : null}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Modal opened={!!removing} onClose={() => setRemoving(null)} title={t('remove.title')} centered closeButtonProps={{ 'aria-label': tc('actions.close') }}>
        {removing ? (
          <Stack gap="md">
            <Text>{t('remove.text', { iban: formatIban(removing.accountNumber), bank: bankName(removing.bank, lang) })}</Text>
            {removing.isDefault && accounts.length > 1 ? <Text size="sm" c="dimmed">{t('remove.defaultMoves')}</Text> : null}
            {removeError ? (
              <Text c="red" size="sm" role="alert">
                {removeError}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
                {t('remove.cancel')}
              </Button>
              <Button color="red" onClick={confirmRemove} loading={remove.isPending}>
                {t('remove.confirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
