import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ParticipantPortfolio } from '@pensia/domain/portfolios/portfolio.api';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatMonthYear, formatNumber } from '../../../common/lib/format';
import { currentLang } from '../../../common/lib/i18n';
import { DataTable } from '../../../common/ui/data-table';
import { LoadingState } from '../../../common/ui/loading-state';
import { fetchParticipantPortfolio } from '../api/participant-client';
import { AllocationChart } from './allocation-chart';
import { formatPercent } from './percent';

export const PORTFOLIO_KEY = ['participant', 'portfolio'] as const;

/** A risk level's colour: the theme's green, blue and orange keep their light badges' text at 4.5:1 (teal does not). */
export const RISK_COLOR: Readonly<Record<number, string>> = { 1: 'green', 2: 'blue', 3: 'orange' };
const ASSET_CLASSES = ['deposits', 'bonds', 'equities', 'other'] as const;
const isAssetClass = (code: string): code is (typeof ASSET_CLASSES)[number] =>
  (ASSET_CLASSES as readonly string[]).includes(code);

/**
 * The participant's portfolio on their account page: which portfolio holds the savings, its allocation by
 * asset class and by currency (a bar and the same figures as a table), its largest holdings, its returns
 * (time-weighted, from the unit prices) and the participant's own (money-weighted). Every figure says the day
 * it is of.
 */
export function PortfolioSection() {
  const { t } = useTranslation('participant', { keyPrefix: 'portfolio' });
  const portfolio = useQuery({ queryKey: PORTFOLIO_KEY, queryFn: fetchParticipantPortfolio, retry: false });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="portfolio-title" data-testid="portfolio-section">
      <Title order={2} size="h4" mb="sm" id="portfolio-title">
        {t('title')}
      </Title>
      {portfolio.data ? (
        <PortfolioView p={portfolio.data} />
      ) : portfolio.isError ? (
        <Alert color="red" title={t('failed')}>
          {(portfolio.error as Error).message}
        </Alert>
      ) : (
        <LoadingState size="sm" label={t('loading')} />
      )}
    </Paper>
  );
}

function PortfolioView({ p }: { p: ParticipantPortfolio }) {
  const { t } = useTranslation('participant', { keyPrefix: 'portfolio' });
  const lang = currentLang();
  const r = p.report;
  const risk = p.portfolio.riskLevel as 1 | 2 | 3;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <Text fz="xl" fw={700} data-testid="portfolio-name">
            {p.portfolio.name[lang]}
          </Text>
          <Badge variant="light" color={RISK_COLOR[risk]} miw="max-content">
            {t('risk.badge', { level: risk, word: t(`risk.${risk}`) })}
          </Badge>
        </Group>
        <Text size="sm">{p.portfolio.description[lang]}</Text>
        <Text size="sm" c="dimmed">
          {p.since ? t('since', { date: formatDate(p.since) }) : p.portfolio.isDefault ? t('isDefault') : null}
        </Text>
      </Stack>

      {r ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Fact
              label={t('facts.unitPrice')}
              value={formatNumber(r.unitPrice, { decimals: 6 })}
              note={t('asOf', { date: formatDate(r.asOf) })}
            />
            <Fact
              label={t('facts.netAssets')}
              value={formatMoney(r.netAssets)}
              note={t('asOf', { date: formatDate(r.asOf) })}
            />
            <Fact
              label={t('facts.fee')}
              value={formatPercent(r.managementFee, { decimals: 2, maxDecimals: 4 })}
              note={t('facts.feeNote')}
            />
          </SimpleGrid>

          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('allocation.title', { date: formatDate(r.asOf) })}
            </Title>
            <Fold show={t('fold.allocation')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <AllocationChart
                  title={t('allocation.byClass')}
                  caption={t('allocation.caption', { date: formatDate(r.asOf) })}
                  nameLabel={t('allocation.class')}
                  shareLabel={t('allocation.share')}
                  parts={r.assetClasses.map((a) => ({
                    ...a,
                    label: isAssetClass(a.code) ? t(`classes.${a.code}`) : a.code,
                  }))}
                />
                <AllocationChart
                  title={t('allocation.byCurrency')}
                  caption={t('allocation.caption', { date: formatDate(r.asOf) })}
                  nameLabel={t('allocation.currency')}
                  shareLabel={t('allocation.share')}
                  parts={r.currencies.map((c) => ({ ...c, label: c.code }))}
                />
              </SimpleGrid>
            </Fold>
          </Stack>

          {r.holdings.length > 0 ? (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('holdings.title')}
              </Title>
              <Fold show={t('fold.holdings', { count: r.holdings.length })}>
                <DataTable
                  minWidth={360}
                  caption={t('holdings.caption', { date: formatDate(r.asOf) })}
                  columns={[{ label: t('holdings.name') }, { label: t('holdings.share'), numeric: true }]}
                >
                  {r.holdings.map((h) => (
                    <Table.Tr key={h.code}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{h.code}</Table.Td>
                      <Table.Td ta="right">{formatPercent(h.share, { decimals: 1, maxDecimals: 2 })}</Table.Td>
                    </Table.Tr>
                  ))}
                </DataTable>
              </Fold>
            </Stack>
          ) : null}
        </>
      ) : (
        <Text c="dimmed">{t('noReport')}</Text>
      )}

      <Returns p={p} />
    </Stack>
  );
}

/**
 * A part of the section that a phone shows folded, behind a button naming it: the page stays short, and the
 * figures are one tap away. Wider screens, and print, show it whole.
 */
function Fold({ show, children }: { show: string; children: ReactNode }) {
  const { t } = useTranslation('participant', { keyPrefix: 'portfolio' });
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return <>{children}</>;
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        size="sm"
        fullWidth
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="no-print"
      >
        {open ? t('fold.hide') : show}
      </Button>
      <div id={id} className="pensia-fold-body" hidden={!open}>
        {children}
      </div>
    </Stack>
  );
}

function Returns({ p }: { p: ParticipantPortfolio }) {
  const { t } = useTranslation('participant', { keyPrefix: 'portfolio' });
  const own = p.ownReturn;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs" data-testid="portfolio-returns">
        <Title order={3} size="h5">
          {t('returns.title')}
        </Title>
        <Text size="sm">{t('returns.method')}</Text>
        {p.inflation.length > 0 ? <Text size="sm">{t('returns.inflationMethod')}</Text> : null}
        {p.returns.length === 0 ? (
          <Text c="dimmed">{t('returns.none')}</Text>
        ) : (
          <DataTable
            minWidth={p.inflation.length > 0 ? 520 : 420}
            caption={t('returns.caption', { date: formatDate(p.returns[0]!.to) })}
            columns={[
              { label: t('returns.period') },
              { label: t('returns.dates') },
              { label: t('returns.return'), numeric: true },
              ...(p.inflation.length > 0 ? [{ label: t('returns.inflation'), numeric: true }] : []),
            ]}
          >
            {p.returns.map((r) => (
              <Table.Tr key={r.period}>
                <Table.Td>{t(`periods.${r.period}`)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(r.from)} – {formatDate(r.to)}
                </Table.Td>
                <Table.Td ta="right">
                  <Text span size="sm" fw={600}>
                    {formatPercent(r.cumulative, { signed: true })}
                  </Text>
                  {r.perYear !== null ? (
                    <Text size="xs" c="dimmed">
                      {t('returns.perYear', { value: formatPercent(r.perYear, { signed: true }) })}
                    </Text>
                  ) : null}
                </Table.Td>
                {p.inflation.length > 0 ? <InflationCell i={p.inflation.find((i) => i.period === r.period)} /> : null}
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Stack>

      <Stack gap="xs" data-testid="own-return">
        <Title order={3} size="h5">
          {t('own.title')}
        </Title>
        <Text size="sm">{t('own.method')}</Text>
        {own ? (
          <>
            <Text fz={24} fw={700}>
              {formatPercent(own.cumulative, { signed: true })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('own.period', { from: formatDate(own.from), to: formatDate(own.to) })}
            </Text>
            <Table fz="sm" verticalSpacing={4}>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {t('own.paidIn')}
                  </Table.Th>
                  <Table.Td ta="right">{formatMoney(own.paidIn)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {t('own.value', { date: formatDate(own.to) })}
                  </Table.Th>
                  <Table.Td ta="right">{formatMoney(own.value)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {t('own.gain')}
                  </Table.Th>
                  <Table.Td ta="right">{formatMoney(own.gain)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </>
        ) : (
          <Text c="dimmed">{t('own.none')}</Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}

/** Inflation over a return's period, with its own months (they may end before the return's last price). */
function InflationCell({ i }: { i: ParticipantPortfolio['inflation'][number] | undefined }) {
  const { t } = useTranslation('participant', { keyPrefix: 'portfolio' });
  if (!i) {
    return (
      <Table.Td ta="right">
        <Text span size="xs" c="dimmed">
          {t('returns.inflationNone')}
        </Text>
      </Table.Td>
    );
  }
  const month = (ym: string) => formatMonthYear(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)));
  return (
    <Table.Td ta="right" data-testid={`inflation-${i.period}`}>
      <Text span size="sm">
        {formatPercent(i.cumulative, { signed: true })}
      </Text>
      {i.perYear !== null ? (
        <Text size="xs" c="dimmed">
          {t('returns.perYear', { value: formatPercent(i.perYear, { signed: true }) })}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('returns.inflationMonths', { from: month(i.from), to: month(i.to) })}
      </Text>
    </Table.Td>
  );
}

function Fact({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}
