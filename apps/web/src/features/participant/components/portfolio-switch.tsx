import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IDEMPOTENCY_KEY_HEADER } from '@pensia/domain/http/headers';
import { portfolioSwitchApi, type PortfolioSwitch as SwitchRequest, type PortfolioSwitchView } from '@pensia/domain/portfolios/switch.api';
import { formatDate, formatMoney, formatNumber } from '../../../common/lib/format';
import { currentLang } from '../../../common/lib/i18n';
import { notify } from '../../../common/lib/notify';
import { DataTable } from '../../../common/ui/data-table';
import { LoadingState } from '../../../common/ui/loading-state';
import { RISK_COLOR } from './portfolio-section';
import { participantCall } from '../api/participant-client';

const SWITCH_KEY = ['participant', 'portfolio-switch'] as const;
const STATUS_COLOR = { pending: 'yellow', canceled: 'gray', done: 'green', failed: 'red' } as const;

type Choice = PortfolioSwitchView['portfolios'][number];

/**
 * Choosing a portfolio: the agency's portfolios with their risk explained, a confirmation naming both
 * portfolios and the month-end the switch takes effect at (with the warning near pension age, which must be
 * acknowledged), the pending request with its cancel, and the units each switch sold and bought.
 */
export function PortfolioSwitch() {
  const { t } = useTranslation('portfolioSwitch');
  const queryClient = useQueryClient();
  const view = useQuery({ queryKey: SWITCH_KEY, queryFn: () => participantCall<PortfolioSwitchView>(portfolioSwitchApi.mine), retry: false });
  const [chosen, setChosen] = useState<Choice | null>(null);
  const cancel = useMutation({
    mutationFn: (id: string) => participantCall<SwitchRequest>(portfolioSwitchApi.cancel, { params: { id } }),
    onSuccess: () => notify({ color: 'green', message: t('pending.canceled') }),
    onError: (e: Error) => notify({ color: 'red', message: e.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SWITCH_KEY }),
  });

  if (!view.data) {
    return (
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('title')}
        </Title>
        {view.isError ? <Alert color="red">{t('loadFailed')}</Alert> : <LoadingState size="sm" label={t('title')} />}
      </Paper>
    );
  }
  const v = view.data;
  const lang = currentLang();
  const nameOf = (id: string) => v.portfolios.find((p) => p.id === id)?.name[lang] ?? id;
  const current = v.currentPortfolioId;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="portfolio-switch-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="portfolio-switch-title">
          {t('title')}
        </Title>
        {v.notices[0] ? (
          <Alert color="green" title={v.notices[0].subject}>
            {v.notices[0].text}
          </Alert>
        ) : null}
        <Text size="sm">{t('intro')}</Text>
        {v.pending ? (
          <Alert color="yellow" title={t('pending.title')} role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t('pending.text', {
                  from: nameOf(v.pending.fromPortfolioId),
                  to: nameOf(v.pending.toPortfolioId),
                  date: formatDate(v.pending.requestedAt),
                  effective: formatDate(v.expectedDate),
                })}
              </Text>
              <Button variant="default" size="xs" loading={cancel.isPending} onClick={() => cancel.mutate(v.pending!.id)}>
                {t('pending.cancel')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: v.portfolios.length }}>
          {v.portfolios.map((p) => {
            const mine = p.id === current;
            return (
              <Paper key={p.id} withBorder p="sm" bg={mine ? 'var(--mantine-color-gray-0)' : undefined}>
                <Stack gap={6} h="100%">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fw={600}>{p.name[lang]}</Text>
                    {mine ? <Badge variant="filled">{t('current')}</Badge> : null}
                  </Group>
                  <Badge variant="light" color={RISK_COLOR[p.riskLevel]} w="fit-content">
                    {t(`risk.${p.riskLevel as 1 | 2 | 3}`)}
                  </Badge>
                  <Text size="sm">{t(`riskExplained.${p.riskLevel as 1 | 2 | 3}`)}</Text>
                  <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                    {p.description[lang]}
                  </Text>
                  {mine ? null : (
                    <>
                      <Button
                        variant="light"
                        aria-label={t('choose', { name: p.name[lang] })}
                        disabled={v.pending !== null}
                        aria-describedby={v.pending ? `blocked-${p.id}` : undefined}
                        onClick={() => setChosen(p)}
                      >
                        {t('chooseShort')}
                      </Button>
                      {v.pending ? (
                        <Text size="xs" c="dimmed" id={`blocked-${p.id}`}>
                          {t('blockedPending')}
                        </Text>
                      ) : null}
                    </>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
        <Movements view={v} nameOf={nameOf} />
        {v.past.length > 0 ? (
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('past.title')}
            </Title>
            {v.past.slice(0, 5).map((r) => (
              <Group key={r.id} gap="xs" wrap="wrap">
                <Badge variant="light" color={STATUS_COLOR[r.status]}>
                  {t(`past.status.${r.status}`)}
                </Badge>
                <Text size="sm">
                  {t('past.line', { from: nameOf(r.fromPortfolioId), to: nameOf(r.toPortfolioId), date: formatDate(r.requestedAt) })}
                  {r.effectiveDate ? ` — ${formatDate(r.effectiveDate)}` : ''}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
      {chosen ? (
        <ConfirmSwitch
          view={v}
          to={chosen}
          fromName={nameOf(current)}
          onClose={() => setChosen(null)}
          onDone={() => {
            setChosen(null);
            void queryClient.invalidateQueries({ queryKey: SWITCH_KEY });
          }}
        />
      ) : null}
    </Paper>
  );
}

function Movements({ view, nameOf }: { view: PortfolioSwitchView; nameOf: (id: string) => string }) {
  const { t } = useTranslation('portfolioSwitch');
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('history.title')}
      </Title>
      {view.movements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <DataTable
          minWidth={640}
          caption={t('history.caption')}
          columns={[
            { label: t('history.date') },
            { label: t('history.operation') },
            { label: t('history.units'), numeric: true },
            { label: t('history.unitPrice'), numeric: true },
            { label: t('history.amount'), numeric: true },
          ]}
        >
          {view.movements.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{formatDate(m.date)}</Table.Td>
              <Table.Td>{t(`history.${m.kind}`, { name: nameOf(m.portfolioId) })}</Table.Td>
              <Table.Td ta="right">{formatNumber(m.units, { decimals: 6 })}</Table.Td>
              <Table.Td ta="right">{formatNumber(m.unitPrice, { decimals: 6 })}</Table.Td>
              <Table.Td ta="right">{formatMoney(m.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}

function ConfirmSwitch({ view, to, fromName, onClose, onDone }: { view: PortfolioSwitchView; to: Choice; fromName: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('portfolioSwitch');
  const lang = currentLang();
  const toName = to.name[lang];
  const [acknowledged, setAcknowledged] = useState(false);
  // one key for this dialog's request: a retry after a lost answer is not a second request
  const [key] = useState(() => crypto.randomUUID());
  const ask = useMutation({
    mutationFn: () =>
      participantCall<SwitchRequest>(portfolioSwitchApi.request, {
        body: { toPortfolioId: to.id, acknowledgeWarning: to.warning !== null && acknowledged },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      }),
    onSuccess: () => {
      notify({ color: 'green', message: t('dialog.sent') });
      onDone();
    },
  });
  const blocked = to.warning !== null && !acknowledged;
  return (
    <Modal opened onClose={onClose} title={t('dialog.title')} centered closeButtonProps={{ 'aria-label': t('dialog.cancel') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!blocked) ask.mutate();
        }}
      >
        <Stack gap="md">
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="40%">{t('dialog.from')}</Table.Th>
                <Table.Td>{fromName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('dialog.to')}</Table.Th>
                <Table.Td>
                  {toName} ({t(`risk.${to.riskLevel as 1 | 2 | 3}`)})
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('dialog.effective')}</Table.Th>
                <Table.Td>{t('dialog.effectiveValue', { date: formatDate(view.expectedDate) })}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm">{t('dialog.explain', { from: fromName, to: toName })}</Text>
          {to.warning ? (
            <Alert color="orange" title={t('warning.title')}>
              <Stack gap="xs">
                <Text size="sm">
                  {view.pensionAge === null
                    ? t('warning.textNoAge', { years: view.warningYears })
                    : t('warning.text', { years: view.warningYears, age: view.pensionAge })}
                </Text>
                <Checkbox
                  label={t('warning.acknowledge')}
                  checked={acknowledged}
                  onChange={(e) => setAcknowledged(e.currentTarget.checked)}
                  data-autofocus
                />
              </Stack>
            </Alert>
          ) : null}
          {ask.isError ? (
            <Alert color="red" role="alert">
              {ask.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={ask.isPending} disabled={blocked} aria-describedby={blocked ? 'switch-warning-needed' : undefined}>
              {t('dialog.confirm')}
            </Button>
          </Group>
          {blocked ? (
            <Text size="xs" c="dimmed" ta="right" id="switch-warning-needed">
              {t('warning.needed')}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Modal>
  );
}
