import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ImposeFineBodySchema, type FineCandidate, type OperatorFine } from '@pensia/domain/finance/finance.api';
import { FINE_STATUSES, fineTransition, type FineStatus } from '@pensia/domain/finance/fines';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import { ApiError } from '../../../shared/lib/api-client';
import { formatDate, formatMoney, formatMonthYear } from '../../../shared/lib/format';
import { fieldErrorText } from '../../../shared/lib/form-errors';
import { DataTable } from '../../../shared/ui/data-table';
import { DecisionDialog } from '../../../shared/ui/decision-dialog';
import { EmptyListState } from '../../../shared/ui/empty-list-state';
import { ListPagination } from '../../../shared/ui/list-pagination';
import { PageLayout } from '../../../shared/ui/page-layout';
import { QueryState } from '../../../shared/ui/query-state';
import { useChangeFineStatus, useFineCandidates, useImposeFine, useOperatorFines } from '../api/fines-api';

/** Below this width the lists are cards, one a record, nothing to scroll sideways. */
const PHONE = '(max-width: 61.99em)';
const STATUS_COLORS: Record<FineStatus, string> = { valid: 'red', canceled: 'gray', appealed: 'orange' };

type ImposeDraft = { candidate: FineCandidate | null };
type Field = { label: string; value: ReactNode };

/** The statuses a fine in `from` may be given (domain `fineTransition`). */
export function allowedStatuses(from: FineStatus): FineStatus[] {
  return FINE_STATUSES.filter((to) => fineTransition(from, to).allowed);
}

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

function Organization({ name, code }: { name: string; code: string }) {
  return (
    <>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed">
        {code}
      </Text>
    </>
  );
}

function StatusText({ fine }: { fine: OperatorFine }) {
  const { t } = useTranslation('fines');
  return (
    <>
      <Text size="sm" c={STATUS_COLORS[fine.status]} fw={600}>
        {t(`status.${fine.status}`)}
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
  const [codeDraft, setCodeDraft] = useState('');
  const [organizationCode, setOrganizationCode] = useState('');
  const [status, setStatus] = useState<FineStatus | ''>('');
  const [candidatePage, setCandidatePage] = useState(1);
  const [finePage, setFinePage] = useState(1);
  const candidates = useFineCandidates(organizationCode, candidatePage, DEFAULT_PAGE_SIZE);
  const fines = useOperatorFines(organizationCode, status, finePage, DEFAULT_PAGE_SIZE);
  const [imposing, setImposing] = useState<ImposeDraft | null>(null);
  const [changing, setChanging] = useState<OperatorFine | null>(null);

  const applyFilter = (e: FormEvent) => {
    e.preventDefault();
    setOrganizationCode(codeDraft.trim());
    setCandidatePage(1);
    setFinePage(1);
  };

  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <form onSubmit={applyFilter} aria-label={t('filters.label')}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('filters.organizationCode')}
              inputMode="numeric"
              value={codeDraft}
              onChange={(e) => setCodeDraft(e.currentTarget.value)}
              w={{ base: '100%', xs: 340 }}
            />
            <Button type="submit">{t('filters.apply')}</Button>
            {organizationCode ? (
              <Button
                variant="subtle"
                onClick={() => {
                  setCodeDraft('');
                  setOrganizationCode('');
                  setCandidatePage(1);
                  setFinePage(1);
                }}
              >
                {t('filters.clear')}
              </Button>
            ) : null}
          </Group>
        </form>
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
        <NativeSelect
          label={t('filters.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as FineStatus | '');
            setFinePage(1);
          }}
          data={[
            { value: '', label: t('filters.all') },
            ...FINE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
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

type ImposeValues = { organizationCode: string; amount: string; reason: string };
type ImposeErrors = Partial<Record<keyof ImposeValues, string>>;

/** Imposing a fine: the organization (fixed for a late declaration), the amount, the reason; then a confirmation. */
function ImposeDialog({ candidate, onClose }: { candidate: FineCandidate | null; onClose: () => void }) {
  const { t } = useTranslation('fines');
  const impose = useImposeFine();
  const [values, setValues] = useState<ImposeValues>(() => ({
    organizationCode: candidate?.organizationCode ?? '',
    amount: candidate?.suggestedAmount ?? '',
    reason: candidate
      ? t('impose.reasonDefault', {
          number: candidate.declarationNumber,
          month: formatMonthYear(candidate.year, candidate.month),
          days: candidate.daysLate,
          dueDate: formatDate(candidate.dueDate),
        })
      : '',
  }));
  const [errors, setErrors] = useState<ImposeErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const body = { ...values, declarationId: candidate?.declarationId };

  const set = (field: keyof ImposeValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const check = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = ImposeFineBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: ImposeErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ImposeValues;
        next[field] ??= fieldErrorText({ message: issue.message });
      }
      setErrors(next);
      return;
    }
    setConfirming(true);
  };

  const send = () => {
    impose.mutate(body, {
      onSuccess: (fine) => {
        notifications.show({
          color: 'green',
          message: t('impose.done', { number: fine.number, organization: fine.organizationName }),
        });
        onClose();
      },
      onError: (e) => {
        setConfirming(false);
        if (e instanceof ApiError && Object.keys(e.fieldMessages).length > 0) {
          const next: ImposeErrors = {};
          for (const [key, message] of Object.entries(e.fieldMessages))
            if (key in values) next[key as keyof ImposeValues] = fieldErrorText({ message });
          setErrors(next);
          if (Object.keys(next).length === 0) setFailure(e.message);
        } else setFailure(e instanceof ApiError ? e.message : String(e));
      },
    });
  };

  return (
    <Modal opened onClose={onClose} centered title={confirming ? t('impose.confirmTitle') : t('impose.title')}>
      {confirming ? (
        <Stack gap="md">
          <Text>
            {candidate
              ? t('impose.confirmText', {
                  amount: formatMoney(values.amount.replace(/\s/g, '')),
                  organization: candidate.organizationName,
                  code: candidate.organizationCode,
                })
              : t('impose.confirmTextCode', {
                  amount: formatMoney(values.amount.replace(/\s/g, '')),
                  code: values.organizationCode.trim(),
                })}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {values.reason.trim()}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('impose.back')}
            </Button>
            <Button color="red" loading={impose.isPending} onClick={send} data-autofocus>
              {t('impose.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={check} noValidate>
          <Stack gap="md">
            {candidate ? (
              <Box>
                <Organization name={candidate.organizationName} code={candidate.organizationCode} />
                <Text size="sm" mt={4}>
                  {t('impose.declaration', {
                    number: candidate.declarationNumber,
                    month: formatMonthYear(candidate.year, candidate.month),
                  })}
                </Text>
              </Box>
            ) : (
              <TextInput
                label={t('impose.organizationCode')}
                inputMode="numeric"
                required
                value={values.organizationCode}
                onChange={(e) => set('organizationCode')(e.currentTarget.value)}
                error={errors.organizationCode}
                data-autofocus
              />
            )}
            <TextInput
              label={t('impose.amount')}
              description={t('impose.amountHint')}
              inputMode="decimal"
              required
              value={values.amount}
              onChange={(e) => set('amount')(e.currentTarget.value)}
              error={errors.amount}
            />
            <Textarea
              label={t('impose.reason')}
              required
              rows={3}
              maxLength={1000}
              value={values.reason}
              onChange={(e) => set('reason')(e.currentTarget.value)}
              error={errors.reason}
            />
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('impose.cancel')}
              </Button>
              <Button type="submit">{t('impose.next')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Changing a fine's status: the statuses the rules allow from the current one, what the change does, a reason. */
function StatusDialog({ fine, onClose }: { fine: OperatorFine; onClose: () => void }) {
  const { t } = useTranslation('fines');
  const change = useChangeFineStatus();
  const options = allowedStatuses(fine.status);
  const [to, setTo] = useState<FineStatus>(options[0]!);
  const effect = `${fine.status}To${to[0]!.toUpperCase()}${to.slice(1)}` as 'validToCanceled';

  return (
    <DecisionDialog
      kind="change"
      title={t('change.title', { number: fine.number })}
      text={
        <>
          <Text size="sm">
            {t('change.summary', {
              organization: fine.organizationName,
              amount: formatMoney(fine.amount),
              status: t(`status.${fine.status}`),
            })}
          </Text>
          <NativeSelect
            label={t('change.to')}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value as FineStatus)}
            data={options.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <Alert color="blue" variant="light" role="note">
            {t(`change.effect.${effect}`)}
          </Alert>
        </>
      }
      labels={{ reason: t('change.reason'), confirm: t('change.confirm'), cancel: t('change.cancel') }}
      onConfirm={(reason) =>
        change.mutateAsync({ id: fine.id, body: { status: to, reason: reason ?? '' } }).then((updated) =>
          notifications.show({
            color: 'green',
            message: t('change.done', { number: updated.number, status: t(`status.${updated.status}`) }),
          }),
        )
      }
      onClose={onClose}
    />
  );
}
