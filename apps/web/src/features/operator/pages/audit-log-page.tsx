import { Badge, Box, Button, Grid, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/ui/date-field';
import { DEFAULT_PAGE_SIZE, type AuditEntry, type AuditLogQuery } from '@pensia/domain';
import { formatDateTime } from '../../../shared/lib/format';
import { EmptyListState } from '../../../shared/ui/empty-list-state';
import { PageLayout } from '../../../shared/ui/page-layout';
import { ListLoader, ListPaging } from '../../../shared/ui/list-states';
import { LoadErrorDialog } from '../../../shared/ui/load-error-dialog';
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

/** Who did what, when, on whose behalf, with the correlation id; filterable. */
export function AuditLogPage() {
  const { t } = useTranslation('operator');
  const actionWords = useActionWords();
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
                      {r.operatorUsername ? (
                        <Text size="sm">
                          {r.operatorUsername} <Badge size="xs" variant="light">{t('audit.operatorBadge')}</Badge>
                        </Text>
                      ) : r.username ? (
                        <Text size="sm">{r.username}</Text>
                      ) : r.account ? (
                        // a sign-in names the account it used or tried: nobody is signed in yet
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
                      ) : (
                        <Text size="sm">—</Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {r.organizationName ? (
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
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
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
                        <Text size="xs" c="dimmed" ff="monospace">
                          {t('audit.target', { id: r.targetId })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2} align="flex-start">
                        <Badge color={OUTCOME_COLOR[r.outcome]} variant="light">
                          {t(`audit.outcomes.${r.outcome}`)}
                        </Badge>
                        {r.reasonCode ? <ReasonText code={r.reasonCode} /> : null}
                        <Text size="xs" c="dimmed" translate="no">
                          HTTP {r.status}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {r.correlationId}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {log.data && <ListPaging total={log.data.totalCount} pageNumber={log.data.pageNumber} pageSize={log.data.pageSize} onChange={setPageNumber} />}
        </Stack>
      )}
    </PageLayout>
  );
}
