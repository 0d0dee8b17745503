import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@pensia/domain/banking/iban';
import { PageLayout } from '../../../common/ui/page-layout';
import { QueryState } from '../../../common/ui/query-state';
import { useBankAccounts, useBanks } from '../api/bank-account-queries';
import { BankAccountForm } from '../components/bank-account-form';
import { BankAccountList } from '../components/bank-account-list';
import { notify } from '../../../common/lib/notify';
import { useCan } from '../../../common/session/use-can';

/** `parameters`: the organization's bank accounts (the default one first), adding one, choosing the default. */
export function ParametersPage() {
  const { t } = useTranslation('parameters');
  const accounts = useBankAccounts();
  const banks = useBanks();
  const canAdminister = useCan('administer');
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <Stack gap="sm" component="section" aria-labelledby="bank-accounts-title">
        <Title order={2} size="h3" id="bank-accounts-title">
          {t('accounts.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('accounts.description')}
        </Text>
        <QueryState query={accounts}>{(list) => <BankAccountList accounts={list} />}</QueryState>
      </Stack>
      {/* the organization's bank accounts are its administrator's to change (where refunds are paid) */}
      {canAdminister ? (
        <QueryState query={banks}>
          {(list) => (
            <BankAccountForm
              banks={list}
              hasAccounts={(accounts.data?.length ?? 0) > 0}
              onAdded={(account) => notify({ color: 'green', message: t('accounts.added', { iban: formatIban(account.accountNumber) }) })}
            />
          )}
        </QueryState>
      ) : (
        <Text size="sm" c="dimmed">
          {t('accounts.administratorOnly')}
        </Text>
      )}
    </PageLayout>
  );
}
