import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { parseMoney } from '@pensia/domain/money/money';
import type { ParticipantAccount } from '@pensia/domain/participants/participant.api';
import { formatDate, formatMoney, formatNumber } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { saveBlob } from '../../../common/lib/save-file';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { DataTable } from '../../../common/ui/data-table';
import { LoadingState } from '../../../common/ui/loading-state';
import { PageLayout } from '../../../common/ui/page-layout';
import { exchangeHandover, fetchParticipantAccount, fetchParticipantStatement, participantSignOut, participantTokens } from '../api/participant-client';
import { PortfolioSection } from '../components/portfolio-section';
import { PriceChart } from '../components/price-chart';
import { PortfolioSwitch } from '../components/portfolio-switch';
import { notify } from '../../../common/lib/notify';

const ACCOUNT_KEY = ['participant', 'account'] as const;
const STATUS_COLOR = { paid: 'blue', unpaid: 'red', converted: 'green' } as const;

/**
 * `participant`: the participant's own account. A sign-in arrives with a hand-over token in the query: it
 * is taken out of the address (and of the history entry) before anything else, then exchanged once for
 * the site's session.
 */
/** Contributions shown at first, and added by each press of 'show more' (on a phone, where each is a tall card, fewer). */
const LINES_PAGE = 24;
const LINES_PAGE_PHONE = 6;

export function ParticipantPage() {
  const { t } = useTranslation('participant');
  const prefix = useLangPrefix();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = new URLSearchParams(location.search).get('token');
  const [handover, setHandover] = useState<{ state: 'idle' | 'pending' | 'failed'; message?: string }>({ state: token ? 'pending' : 'idle' });
  const [signedIn, setSignedIn] = useState(() => participantTokens() !== null);

  useEffect(() => {
    if (!token) return;
    // the token leaves the address bar and the history entry at once
    void navigate({ pathname: location.pathname, search: '' }, { replace: true });
    setHandover({ state: 'pending' });
    exchangeHandover(token)
      .then(() => {
        setSignedIn(true);
        setHandover({ state: 'idle' });
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
      })
      .catch((e: Error) => setHandover({ state: 'failed', message: e.message }));
  }, [token, location.pathname, navigate, queryClient]);

  const account = useQuery({ queryKey: ACCOUNT_KEY, queryFn: fetchParticipantAccount, enabled: signedIn && handover.state === 'idle', retry: false });

  useEffect(() => {
    if (account.isError && participantTokens() === null) setSignedIn(false);
  }, [account.isError]);

  if (handover.state === 'pending') {
    return (
      <Group justify="center" p="xl" role="status">
        <Loader size="sm" />
        <Text>{t('opening')}</Text>
      </Group>
    );
  }
  if (!signedIn || handover.state === 'failed') {
    return (
      <PageLayout title={t('title')}>
        <Stack maw={560}>
          {handover.state === 'failed' ? (
            <Alert color="red" title={t('handoverFailed')}>
              {handover.message}
            </Alert>
          ) : null}
          <Alert color="blue" title={t('signedOut.title')}>
            <Stack gap="xs">
              <Text size="sm">{t('signedOut.body')}</Text>
              <Anchor component={Link} to={paths.login(prefix)}>
                {t('signedOut.link')}
              </Anchor>
            </Stack>
          </Alert>
        </Stack>
      </PageLayout>
    );
  }
  if (!account.data) {
    return (
      <PageLayout title={t('title')}>
        {account.isError ? <Alert color="red">{(account.error as Error).message}</Alert> : <LoadingState size="sm" label={t('opening')} />}
      </PageLayout>
    );
  }
  return (
    <AccountView
      account={account.data}
      onSignOut={async () => {
        await participantSignOut();
        queryClient.removeQueries({ queryKey: ACCOUNT_KEY });
        setSignedIn(false);
      }}
    />
  );
}

function AccountView({ account: a, onSignOut }: { account: ParticipantAccount; onSignOut: () => Promise<void> }) {
  const { t } = useTranslation('participant');
  const [downloading, setDownloading] = useState(false);
  // the newest contributions first, more on demand; a printed statement holds them all
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const page = phone ? LINES_PAGE_PHONE : LINES_PAGE;
  const [more, setMore] = useState(0);
  const [printing, setPrinting] = useState(false);
  const shownLines = printing ? Number.POSITIVE_INFINITY : page * (more + 1);
  useEffect(() => {
    const showAll = () => flushSync(() => setPrinting(true));
    const afterPrint = () => setPrinting(false);
    window.addEventListener('beforeprint', showAll);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('beforeprint', showAll);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, []);
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await fetchParticipantStatement();
      saveBlob(blob, filename);
      notify({ color: 'green', message: t('actions.downloaded') });
    } catch (e) {
      notify({ color: 'red', message: (e as Error).message });
    } finally {
      setDownloading(false);
    }
  };
  const income = Number(parseMoney(a.incomeThisYear) ?? 0n) / 100;
  const bandShare = a.stateBand.band === 'none' ? 100 : a.stateBand.band === 'twoPercent' ? (income / 24_000) * 100 : ((income - 24_000) / 36_000) * 100;

  return (
    <PageLayout
      title={name ? `${t('title')} — ${name}` : t('title')}
      subtitle={t('subtitle', { personalNumber: a.personalNumber, date: formatDate(a.asOf) })}
      actions={
        <Group gap="xs" className="no-print">
          <Button variant="default" onClick={() => window.print()}>
            {t('actions.print')}
          </Button>
          <Button onClick={download} loading={downloading}>
            {t('actions.download')}
          </Button>
          <Button variant="subtle" onClick={() => void onSignOut()}>
            {t('actions.signOut')}
          </Button>
        </Group>
      }
    >
      <Stack gap="lg" className="participant-account">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label={t('summary.savings')} value={formatMoney(a.savings)} />
          <Figure label={t('summary.units')} value={formatNumber(a.units, { decimals: 6 })} />
          <Figure
            label={t('summary.unitPrice')}
            value={a.unitPrice ? formatNumber(a.unitPrice, { decimals: 6 }) : t('summary.noPrice')}
            note={a.unitPriceDate ? t('summary.unitPriceOn', { date: formatDate(a.unitPriceDate) }) : undefined}
          />
        </SimpleGrid>

        {/* the portfolio holding the savings, then choosing another */}
        <PortfolioSection />
        <PortfolioSwitch />

        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('chart.title')}
          </Title>
          <PriceChart points={a.priceHistory} />
        </Paper>

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {t('sources.title')}
            </Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sources.source')}</Table.Th>
                  <Table.Th ta="right">{t('sources.thisYear', { year: a.year })}</Table.Th>
                  <Table.Th ta="right">{t('sources.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(['employee', 'organization', 'state', 'total'] as const).map((s) => (
                  <Table.Tr key={s} fw={s === 'total' ? 600 : undefined}>
                    <Table.Td>{t(s === 'total' ? 'sources.all' : `sources.${s}`)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(a.thisYear[s])}</Table.Td>
                    <Table.Td ta="right">{formatMoney(a.total[s])}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {t('band.title', { year: a.year })}
            </Title>
            <Stack gap="xs">
              <Text size="sm">{t('band.income', { amount: formatMoney(a.incomeThisYear) })}</Text>
              <Progress value={Math.max(0, Math.min(100, bandShare))} aria-label={t('band.title', { year: a.year })} />
              <Text size="sm">{t(`band.${a.stateBand.band}`, { remaining: formatMoney(a.stateBand.remaining ?? '0.00') })}</Text>
            </Stack>
          </Paper>
        </SimpleGrid>

        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('employers.title')}
          </Title>
          {a.employers.length === 0 ? (
            <Text c="dimmed">{t('employers.empty')}</Text>
          ) : (
            <DataTable
              minWidth={560}
              columns={[
                { label: t('employers.organization') },
                { label: t('employers.code') },
                { label: t('employers.period') },
                { label: t('employers.employee'), numeric: true },
                { label: t('employers.employer'), numeric: true },
              ]}
            >
                  {a.employers.map((e) => (
                    <Table.Tr key={e.organizationCode}>
                      <Table.Td>{e.organizationName}</Table.Td>
                      <Table.Td>{e.organizationCode}</Table.Td>
                      <Table.Td>
                        {formatDate(e.firstDate)} – {formatDate(e.lastDate)}
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(e.employeeContribution)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(e.organizationContribution)}</Table.Td>
                    </Table.Tr>
                  ))}
                </DataTable>
          )}
        </Paper>

        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('lines.title')}
          </Title>
          {a.lines.length > 0 ? (
            <Text size="sm" c="dimmed" mb="xs" hiddenFrom="sm" className="no-print">
              {t('lines.phoneNote')}
            </Text>
          ) : null}
          {a.lines.length === 0 ? (
            <Text c="dimmed">{t('lines.empty')}</Text>
          ) : (
            <DataTable
              minWidth={1300}
              // fourteen columns side by side: smaller text and narrower gaps, so that the organization's name and the
              // status fit the page (on a phone, where each line is a card, the text keeps its size)
              horizontalSpacing={6}
              fz={{ base: 'sm', sm: 'xs' }}
              caption={t('lines.caption')}
              columns={[
                { label: t('lines.date') },
                { label: t('lines.paymentDate') },
                { label: t('lines.conversionDate') },
                { label: t('lines.organization') },
                { label: t('lines.base'), numeric: true },
                { label: t('lines.amount'), numeric: true },
                { label: t('lines.state'), numeric: true },
                { label: t('lines.units'), numeric: true },
                { label: t('lines.unitPrice'), numeric: true },
                { label: t('lines.cumulativeUnits'), numeric: true, omitOnPhone: true },
                { label: t('lines.cumulativeSavings'), numeric: true, omitOnPhone: true },
                { label: t('lines.cumulativeBase'), numeric: true, omitOnPhone: true },
                { label: t('lines.cumulativeContributions'), numeric: true, omitOnPhone: true },
                { label: t('lines.status') },
              ]}
            >
                  {a.lines.slice(0, shownLines).map((l) => (
                    <Table.Tr key={l.id}>
                      <Table.Td>{formatDate(l.date)}</Table.Td>
                      <Table.Td>{formatDate(l.paymentDate)}</Table.Td>
                      <Table.Td>{formatDate(l.conversionDate)}</Table.Td>
                      <Table.Td>
                        {l.organizationName} ({l.organizationCode})
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(l.contributionBase)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(l.contributionAmount)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(l.governmentContribution)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(l.units, { decimals: 6 })}</Table.Td>
                      <Table.Td ta="right">{l.unitPrice ? formatNumber(l.unitPrice, { decimals: 6 }) : ''}</Table.Td>
                      <Table.Td ta="right">{formatNumber(l.cumulativeUnits, { decimals: 6 })}</Table.Td>
                      <Table.Td ta="right">{formatMoney(l.cumulativeSavings)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(l.cumulativeContributionBase)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(l.cumulativeContributions)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLOR[l.contributionStatus]} miw="max-content">
                          {t(`status.${l.contributionStatus}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </DataTable>
          )}
          {a.lines.length > shownLines ? (
            <Button variant="light" mt="sm" className="no-print" onClick={() => setMore((n) => n + 1)}>
              {t('lines.more', { count: a.lines.length - shownLines })}
            </Button>
          ) : null}
        </Paper>
      </Stack>
    </PageLayout>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}
