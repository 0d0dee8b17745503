import { Box, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';

/** The sections of the back office. */
export function OperatorNav() {
  const { t } = useTranslation('operator');
  const { t: ts } = useTranslation('statements');
  const { t: tp } = useTranslation('processing');
  const { t: tf } = useTranslation('fines');
  const { t: to } = useTranslation('optout');
  const { t: tr } = useTranslation('revenueLoad');
  const prefix = useLangPrefix();
  const { pathname } = useLocation();
  const items = [
    { to: paths.operator(prefix), label: t('nav.organizations'), exact: true },
    { to: paths.operatorCompose(prefix), label: t('nav.compose'), exact: true },
    { to: paths.operatorSent(prefix), label: t('nav.sent'), exact: false },
    { to: paths.operatorRefunds(prefix), label: t('nav.refunds'), exact: true },
    { to: paths.operatorOptOut(prefix), label: to('nav.operator'), exact: true },
    { to: paths.operatorStatements(prefix), label: ts('nav'), exact: true },
    { to: paths.operatorRevenue(prefix), label: tr('nav'), exact: true },
    { to: paths.operatorPortfolios(prefix), label: t('nav.portfolioReports'), exact: true },
    { to: paths.operatorPortfolioSwitches(prefix), label: t('nav.portfolioSwitches'), exact: true },
    { to: paths.operatorFines(prefix), label: tf('nav'), exact: true },
    { to: paths.operatorNameChanges(prefix), label: t('nav.nameChanges'), exact: true },
    { to: paths.operatorAudit(prefix), label: t('nav.audit'), exact: true },
    { to: paths.operatorProcessing(prefix), label: tp('nav'), exact: true },
  ];
  return (
    <Box component="nav" aria-label={t('nav.label')} maw={1400} mx="auto" mb="lg" w="100%">
      <Group gap={6} wrap="wrap">
        {items.map((item) => {
          const current = item.exact ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`);
          return (
            <Button
              key={item.to}
              component={Link}
              to={item.to}
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
              size="sm"
            >
              {item.label}
            </Button>
          );
        })}
      </Group>
    </Box>
  );
}
