import { Badge, Box, Button, Grid, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../common/ui/date-field';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import type { AuditEntry, AuditLogQuery } from '@pensia/domain/operator/operator.schema';
import { formatDateTime } from '../../../common/lib/format';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { PageLayout } from '../../../common/ui/page-layout';
import { ListLoader, ListPaging } from '../../../common/ui/list-states';
import { LoadErrorDialog } from '../../../common/ui/load-error-dialog';
import { useAuditLog, useOperators } from '../api/operator-api';

interface AuditFilters {
  from: string;
  to: string;
  organizationCode: string;
  operatorId: string;
  correlationId: string;
}

const EMPTY: AuditFilters = { from: '', to: '', organizationCode: '', operatorId: '', correlationId: '' };

function queryOf(f: AuditFilters, pageNumber: number): AuditLogQuery {
  const q: AuditLogQuery = { pageNumber, pageSize: DEFAULT_PAGE_SIZE * 2 };
  for (const k of Object.keys(f) as (keyof AuditFilters)[]) {
    const v = f[k].trim();
    if (v) q[k] = v;
  }
  return q;
}

/** Below the md breakpoint the log is a list of cards instead of a table that scrolls sideways. */
const PHONE = '(max-width: 61.99em)';

const OUTCOME_COLOR: Record<AuditEntry['outcome'], string> = { ok: 'green', refused: 'orange', failed: 'red' };

/** The words of an action in the operator's language, from its operation; the raw address when it has none. */
function useActionWords() {
  const { t, i18n } = useTranslation('operator');
  return (entry: Pick<AuditEntry, 'operation' | 'method' | 'route'>) => {
    const key = `audit.actions.${entry.operation ?? ''}`;
    if (entry.operation && i18n.exists(key, { ns: 'operator' })) return t(key as 'audit.actions.userLogin');
    return t('audit.unknownAction');
  };
}

/** Why a call was refused or failed: the message of its code in the operator's language, and the code. */
function ReasonText({ code }: { code: string }) {
  const { t, i18n } = useTranslation('errors');
  const known = i18n.exists(code, { ns: 'errors' });
  return (
    <Text size="xs" c="gray.7">
      {known ? `${t(code as 'INVALID_CREDENTIALS', { seconds: '…' })} ` : null}
      <Text span size="xs" ff="monospace" translate="no">
        {code}
      </Text>
    </Text>
  );
}

function WhoCell({ entry: r }: { entry: AuditEntry }) {
  const { t } = useTranslation('operator');
  if (r.operatorUsername)
    return (
      <Group gap={6} wrap="wrap">
        <Text size="sm">{r.operatorUsername}</Text>
        <Badge size="xs" variant="light">
          {t('audit.operatorBadge')}
        </Badge>
      </Group>
    );
  if (r.username) return <Text size="sm">{r.username}</Text>;
  if (!r.account) return <Text size="sm">—</Text>;
  // a sign-in names the account it used or tried: nobody is signed in yet
  return (
    <Stack gap={0}>
      <Text size="sm" translate="no" style={{ overflowWrap: 'anywhere' }}>
        {r.account}
      </Text>
      {r.outcome !== 'ok' ? (
        <Text size="xs" c="dimmed">
          {t('audit.accountTried')}
        </Text>
      ) : null}
    </Stack>
  );
}

function OrganizationCell({ entry: r }: { entry: AuditEntry }) {
  const { t } = useTranslation('operator');
  if (!r.organizationName) return <>—</>;
  return (
    <Stack gap={2}>
      <Text size="sm">{r.organizationName}</Text>
      <Text size="xs" c="dimmed" translate="no">
        {r.organizationCode}
      </Text>
      {r.onBehalf && (
        <Badge size="xs" color="orange" variant="light">
          {t('audit.onBehalf')}
        </Badge>
      )}
    </Stack>
  );
}

function ActionCell({ entry: r }: { entry: AuditEntry }) {
  const { t } = useTranslation('operator');
  const actionWords = useActionWords();
  return (
    <>
      <Text size="sm">{actionWords(r)}</Text>
      <Box component="details" fz="xs" c="dimmed">
        <Box component="summary" style={{ cursor: 'pointer' }}>
          {t('audit.showPath')}
        </Box>
        <Text size="xs" ff="monospace" translate="no" style={{ overflowWrap: 'anywhere' }}>
          {r.method} {r.route}
        </Text>
      </Box>
      {r.targetId && (
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {t('audit.target', { id: r.targetId })}
        </Text>
      )}
    </>
  );
}

function OutcomeCell({ entry: r }: { entry: AuditEntry }) {
  const { t } = useTranslation('operator');
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={OUTCOME_COLOR[r.outcome]} variant="light">
        {t(`audit.outcomes.${r.outcome}`)}
      </Badge>
      {r.reasonCode ? <ReasonText code={r.reasonCode} /> : null}
      <Text size="xs" c="dimmed" translate="no">
        HTTP {r.status}
      </Text>
    </Stack>
  );
}

function CorrelationId({ id }: { id: string }) {
  return (
    <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {id}
    </Text>
  );
}

/** On a phone: one card per entry, every field labelled, nothing to scroll sideways. */
function AuditCards({ rows, busy }: { rows: readonly AuditEntry[]; busy: boolean }) {
  const { t } = useTranslation('operator');
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('audit.title')} aria-busy={busy}>
      {rows.map((r) => (
        <Paper component="li" key={r.id} withBorder p="sm" radius="md">
          <ActionCell entry={r} />
          <Stack component="dl" gap={6} m={0} mt="xs">
            {(
              [
                [t('audit.columns.at'), <Text size="sm">{formatDateTime(r.at)}</Text>],
                [t('audit.columns.who'), <WhoCell entry={r} />],
                [t('audit.columns.organization'), <OrganizationCell entry={r} />],
                [t('audit.columns.status'), <OutcomeCell entry={r} />],
                [t('audit.columns.correlationId'), <CorrelationId id={r.correlationId} />],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed">
                  {label}
                </Text>
                <Box component="dd" m={0} fz="sm">
                  {value}
                </Box>
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Who did what, when, on whose behalf, with the correlation id; filterable. */
export function AuditLogPage() {
  const { t } = useTranslation('operator');
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [applied, setApplied] = useState<AuditFilters>(EMPTY);
  const [pageNumber, setPageNumber] = useState(1);
  const log = useAuditLog(queryOf(applied, pageNumber));
  const operators = useOperators();
  const reversed = Boolean(draft.from && draft.to && draft.from > draft.to);
  const rows = log.data?.items ?? [];

  const set = (patch: Partial<AuditFilters>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <PageLayout title={t('audit.title')} subtitle={t('audit.subtitle')}>
      <form
        aria-label={t('audit.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          if (reversed) return;
          setApplied(draft);
          setPageNumber(1);
        }}
      >
        <Grid align="flex-end">
          <Grid.Col span={{ base: 6, md: 4, lg: 2 }}>
            <DateField label={t('audit.from')} value={draft.from} onChange={(v) => set({ from: v })} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 4, lg: 2 }}>
            <DateField label={t('audit.to')} value={draft.to} onChange={(v) => set({ to: v })} error={reversed ? t('audit.periodReversed') : undefined} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4, lg: 2 }}>
            <TextInput
              label={t('audit.organizationCode')}
              inputMode="numeric"
              value={draft.organizationCode}
              onChange={(e) => set({ organizationCode: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4, lg: 2 }}>
            <Select
              label={t('audit.operator')}
              data={[
                { value: '', label: t('audit.anyOperator') },
                ...(operators.data ?? []).map((o) => ({
                  value: o.id,
                  label: [o.firstName, o.lastName].filter(Boolean).join(' ') ? `${[o.firstName, o.lastName].filter(Boolean).join(' ')} (${o.username})` : o.username,
                })),
              ]}
              value={draft.operatorId}
              onChange={(v) => set({ operatorId: v ?? '' })}
              allowDeselect={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4, lg: 2 }}>
            <TextInput label={t('audit.correlationId')} value={draft.correlationId} onChange={(e) => set({ correlationId: e.currentTarget.value })} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4, lg: 2 }}>
            <Stack gap={6}>
              <Button type="submit" fullWidth>
                {t('audit.apply')}
              </Button>
              <Button
                variant="default"
                fullWidth
                onClick={() => {
                  setDraft(EMPTY);
                  setApplied(EMPTY);
                  setPageNumber(1);
                }}
              >
                {t('audit.clear')}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
      <LoadErrorDialog error={log.error} onRetry={() => void log.refetch()} />
      {log.isPending ? (
        <ListLoader label={t('common.loading')} />
      ) : rows.length === 0 ? (
        log.data ? <EmptyListState title={t('audit.noneTitle')} description={t('audit.noneText')} /> : null
      ) : (
        <Stack gap="sm">
          {phone ? (
            <AuditCards rows={rows} busy={log.isFetching} />
          ) : (
            <Table.ScrollContainer minWidth={1100}>
              <Table striped withTableBorder verticalSpacing="xs" fz="sm" aria-label={t('audit.title')} aria-busy={log.isFetching}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('audit.columns.at')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.who')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.organization')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.action')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.status')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.correlationId')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.at)}</Table.Td>
                      <Table.Td>
                        <WhoCell entry={r} />
                      </Table.Td>
                      <Table.Td>
                        <OrganizationCell entry={r} />
                      </Table.Td>
                      <Table.Td>
                        <ActionCell entry={r} />
                      </Table.Td>
                      <Table.Td>
                        <OutcomeCell entry={r} />
                      </Table.Td>
                      <Table.Td>
                        <CorrelationId id={r.correlationId} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {log.data && <ListPaging total={log.data.totalCount} pageNumber={log.data.pageNumber} pageSize={log.data.pageSize} onChange={setPageNumber} />}
        </Stack>
      )}
    </PageLayout>
  );
}
