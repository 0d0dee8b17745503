import { useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type FineCandidate, type OperatorFine } from '@pensia/domain/finance/finance.api';
import type { FineStatus } from '@pensia/domain/finance/fines';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import { formatDate, formatMoney, formatMonthYear } from '../../../common/lib/format';
import { DataTable } from '../../../common/ui/data-table';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { FINE_STATUS_COLORS, FineStatusFilter, useFineStatusWord } from '../../../common/ui/fine-status';
import { ListPagination } from '../../../common/ui/list-pagination';
import { PageLayout } from '../../../common/ui/page-layout';
import { QueryState } from '../../../common/ui/query-state';
import { useFineCandidates, useOperatorFines } from '../api/fines-api';
import { allowedStatuses, ImposeDialog, Organization, StatusDialog } from '../components/fine-dialogs';
import { OrganizationCodeFilter } from '../components/organization-code-filter';

/** Below this width the lists are cards, one a record, nothing to scroll sideways. */
const PHONE = '(max-width: 61.99em)';

type ImposeDraft = { candidate: FineCandidate | null };
type Field = { label: string; value: ReactNode };

/** One record on a phone: its heading, every field labelled, its actions. */
function RecordCard({
  heading,
  fields,
  actions,
}: {
  heading: ReactNode;
  fields: readonly Field[];
  actions?: ReactNode;
}) {
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      {heading}
      <Stack component="dl" gap={6} m={0} mt="xs">
        {fields.map((f) => (
          <div key={f.label}>
            <Text component="dt" size="xs" c="dimmed">
              {f.label}
            </Text>
            <Box component="dd" m={0} fz="sm">
              {f.value}
            </Box>
          </div>
        ))}
      </Stack>
      {actions ? <Box mt="sm">{actions}</Box> : null}
    </Paper>
  );
}

function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

function StatusText({ fine }: { fine: OperatorFine }) {
  const statusWord = useFineStatusWord();
  return (
    <>
      <Text size="sm" c={FINE_STATUS_COLORS[fine.status]} fw={600}>
        {statusWord(fine.status)}
      </Text>
      {fine.statusReason ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {fine.statusReason}
        </Text>
      ) : null}
    </>
  );
}

function PaymentText({ fine }: { fine: OperatorFine }) {
  const { t } = useTranslation('fines');
  if (!fine.paymentType) return <Text size="sm">{t('payment.none')}</Text>;
  return (
    <Badge color={fine.paymentType === 'paid' ? 'green' : 'yellow'} variant="light">
      {t(`payment.${fine.paymentType}`)}
    </Badge>
  );
}

/** The back office's fines: late declarations waiting for one, imposing a fine, the fines and their status. */
export function FinesPage() {
  const { t } = useTranslation('fines');
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [organizationCode, setOrganizationCode] = useState('');
  const [status, setStatus] = useState<FineStatus | ''>('');
  const [candidatePage, setCandidatePage] = useState(1);
  const [finePage, setFinePage] = useState(1);
  const candidates = useFineCandidates(organizationCode, candidatePage, DEFAULT_PAGE_SIZE);
  const fines = useOperatorFines(organizationCode, status, finePage, DEFAULT_PAGE_SIZE);
  const [imposing, setImposing] = useState<ImposeDraft | null>(null);
  const [changing, setChanging] = useState<OperatorFine | null>(null);

  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <OrganizationCodeFilter
          applied={organizationCode}
          onApply={(code) => {
            setOrganizationCode(code);
            setCandidatePage(1);
            setFinePage(1);
          }}
          words={{
            label: t('filters.label'),
            field: t('filters.organizationCode'),
            apply: t('filters.apply'),
            clear: t('filters.clear'),
          }}
        />
        <Button onClick={() => setImposing({ candidate: null })} variant="light">
          {t('list.new')}
        </Button>
      </Group>

      <Stack gap="sm" component="section" aria-labelledby="fine-candidates">
        <Title order={2} size="h3" id="fine-candidates">
          {t('candidates.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('candidates.description')}
        </Text>
        <QueryState query={candidates}>
          {(page) =>
            page.items.length === 0 ? (
              <EmptyListState description={t('candidates.empty')} />
            ) : (
              <Stack gap="sm">
                {phone ? (
                  <CardList label={t('candidates.title')}>
                    {page.items.map((c) => (
                      <RecordCard
                        key={c.declarationId}
                        heading={<Organization name={c.organizationName} code={c.organizationCode} />}
                        fields={[
                          {
                            label: t('columns.declaration'),
                            value: `${c.declarationNumber} · ${formatMonthYear(c.year, c.month)}`,
                          },
                          { label: t('columns.dueDate'), value: formatDate(c.dueDate) },
                          { label: t('columns.activationDate'), value: formatDate(c.activationDate) },
                          { label: t('columns.daysLate'), value: c.daysLate },
                          { label: t('columns.amount'), value: <CandidateAmount candidate={c} /> },
                        ]}
                        actions={<ImposeButton candidate={c} onClick={() => setImposing({ candidate: c })} />}
                      />
                    ))}
                  </CardList>
                ) : (
                  <DataTable
                    minWidth={960}
                    caption={<VisuallyHidden>{t('candidates.title')}</VisuallyHidden>}
                    columns={[
                      { label: t('columns.organization') },
                      { label: t('columns.declaration') },
                      { label: t('columns.month') },
                      { label: t('columns.dueDate') },
                      { label: t('columns.activationDate') },
                      { label: t('columns.daysLate'), numeric: true },
                      { label: t('columns.amount'), numeric: true },
                      { label: t('columns.actions') },
                    ]}
                  >
                    {page.items.map((c) => (
                      <Table.Tr key={c.declarationId}>
                        <Table.Td>
                          <Organization name={c.organizationName} code={c.organizationCode} />
                        </Table.Td>
                        <Table.Td>{c.declarationNumber}</Table.Td>
                        <Table.Td>{formatMonthYear(c.year, c.month)}</Table.Td>
                        <Table.Td>{formatDate(c.dueDate)}</Table.Td>
                        <Table.Td>{formatDate(c.activationDate)}</Table.Td>
                        <Table.Td ta="right">{c.daysLate}</Table.Td>
                        <Table.Td ta="right">
                          <CandidateAmount candidate={c} />
                        </Table.Td>
                        <Table.Td>
                          <ImposeButton candidate={c} onClick={() => setImposing({ candidate: c })} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </DataTable>
                )}
                <ListPagination
                  total={Math.ceil(page.totalCount / page.pageSize)}
                  value={candidatePage}
                  onChange={setCandidatePage}
                />
              </Stack>
            )
          }
        </QueryState>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="fines-imposed">
        <Title order={2} size="h3" id="fines-imposed">
          {t('list.title')}
        </Title>
        <FineStatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setFinePage(1);
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <QueryState query={fines}>
          {(page) =>
            page.items.length === 0 ? (
              <EmptyListState description={t('list.empty')} />
            ) : (
              <Stack gap="sm">
                {phone ? (
                  <CardList label={t('list.title')}>
                    {page.items.map((f) => (
                      <RecordCard
                        key={f.id}
                        heading={
                          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                            <Text fw={600}>{t('list.fineNumber', { number: f.number })}</Text>
                            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                              {formatMoney(f.amount)}
                            </Text>
                          </Group>
                        }
                        fields={[
                          {
                            label: t('columns.organization'),
                            value: <Organization name={f.organizationName} code={f.organizationCode} />,
                          },
                          { label: t('columns.date'), value: formatDate(f.date) },
                          ...(f.declarationNumber
                            ? [{ label: t('columns.declaration'), value: f.declarationNumber }]
                            : []),
                          {
                            label: t('columns.reason'),
                            value: (
                              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                                {f.reason}
                              </Text>
                            ),
                          },
                          { label: t('columns.status'), value: <StatusText fine={f} /> },
                          { label: t('columns.payment'), value: <PaymentText fine={f} /> },
                        ]}
                        actions={<ChangeButton fine={f} onClick={() => setChanging(f)} />}
                      />
                    ))}
                  </CardList>
                ) : (
                  <DataTable
                    minWidth={1100}
                    caption={<VisuallyHidden>{t('list.title')}</VisuallyHidden>}
                    columns={[
                      { label: t('columns.number') },
                      { label: t('columns.date') },
                      { label: t('columns.organization') },
                      { label: t('columns.declaration') },
                      { label: t('columns.reason') },
                      { label: t('columns.amount'), numeric: true },
                      { label: t('columns.status') },
                      { label: t('columns.payment') },
                      { label: t('columns.actions') },
                    ]}
                  >
                    {page.items.map((f) => (
                      <Table.Tr key={f.id}>
                        <Table.Td>{f.number}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(f.date)}</Table.Td>
                        <Table.Td>
                          <Organization name={f.organizationName} code={f.organizationCode} />
                        </Table.Td>
                        <Table.Td>{f.declarationNumber ?? '—'}</Table.Td>
                        <Table.Td maw={260} style={{ overflowWrap: 'anywhere' }}>
                          {f.reason}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(f.amount)}
                        </Table.Td>
                        <Table.Td>
                          <StatusText fine={f} />
                        </Table.Td>
                        <Table.Td>
                          <PaymentText fine={f} />
                        </Table.Td>
                        <Table.Td>
                          <ChangeButton fine={f} onClick={() => setChanging(f)} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </DataTable>
                )}
                <ListPagination
                  total={Math.ceil(page.totalCount / page.pageSize)}
                  value={finePage}
                  onChange={setFinePage}
                />
              </Stack>
            )
          }
        </QueryState>
      </Stack>

      {imposing ? <ImposeDialog candidate={imposing.candidate} onClose={() => setImposing(null)} /> : null}
      {changing ? <StatusDialog fine={changing} onClose={() => setChanging(null)} /> : null}
    </PageLayout>
  );
}

function CandidateAmount({ candidate }: { candidate: FineCandidate }) {
  const { t } = useTranslation('fines');
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap" display="inline-flex">
      <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(candidate.suggestedAmount)}</span>
      {candidate.isRepeat ? (
        <Badge color="red" variant="light" size="sm">
          {t('candidates.repeat')}
        </Badge>
      ) : null}
    </Group>
  );
}

function ImposeButton({ candidate, onClick }: { candidate: FineCandidate; onClick: () => void }) {
  const { t } = useTranslation('fines');
  return (
    <Button
      size="compact-sm"
      color="red"
      variant="light"
      onClick={onClick}
      aria-label={t('candidates.imposeOf', { number: candidate.declarationNumber })}
    >
      {t('candidates.impose')}
    </Button>
  );
}

function ChangeButton({ fine, onClick }: { fine: OperatorFine; onClick: () => void }) {
  const { t } = useTranslation('fines');
  if (allowedStatuses(fine.status).length === 0) return null;
  return (
    <Button
      size="compact-sm"
      variant="default"
      onClick={onClick}
      aria-label={t('list.changeStatusOf', { number: fine.number })}
    >
      {t('list.changeStatus')}
    </Button>
  );
}
