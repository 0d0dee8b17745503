import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { useLangPrefix } from '../lib/use-lang-prefix';

/** Links between the detailed balance, the transactions list, the refund requests (all under the menu's "detailed balance") and the fines. */
export function FinanceNav({ active }: { active: 'balance' | 'transactions' | 'refunds' | 'fines' }) {
  const { t } = useTranslation('transactions');
  const prefix = useLangPrefix();
  const items = [
    { key: 'balance', to: paths.detailedBalance(prefix), label: t('nav.balance') },
    { key: 'transactions', to: paths.transactions(prefix), label: t('nav.transactions') },
    { key: 'refunds', to: paths.refunds(prefix), label: t('nav.refunds') },
    { key: 'fines', to: paths.fines(prefix), label: t('nav.fines') },
  ] as const;
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="xs">
      {items.map((i) => (
        <Button key={i.key} component={Link} to={i.to} variant={i.key === active ? 'filled' : 'light'} aria-current={i.key === active ? 'page' : undefined} size="sm">
          {i.label}
        </Button>
      ))}
    </Group>
  );
}
