import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Anchor,
  Button,
  Drawer,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Employee } from '@pensia/domain/declarations-api/declaration.api';
import { periodOfInstant } from '@pensia/domain/declarations/period';
import { FIRST_PAGE } from '@pensia/domain/http/paging-defaults';
import { formatDate, formatMoney, formatMonthYear, formatNumber } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { DebouncedSearchField } from '../../../common/ui/debounced-search-field';
import { PageLayout } from '../../../common/ui/page-layout';
import { PagedTable } from '../../../common/ui/paged-table';
import { OnceOpened } from '../../../common/ui/once-opened';
import { PlusIcon } from '../../../common/ui/icons';
import { LoadingState, QueryState } from '../../../common/ui/query-state';
import { StatusBadge, WholeBadge } from '../../../common/ui/status-badge';
import { useEmployee, useEmployeeSearch, useEmployeeStatistic } from '../api/employee-queries';
import { ContributionMonthsTable } from '../components/contribution-months-table';
import { EmployeeStatementButton } from '../components/employee-statement-button';
import { notify } from '../../../common/lib/notify';
import { useCan } from '../../../common/session/use-can';

// the register and update form (its date picker and rules) comes with its own code when it is first opened, not
// with the list, which most visits only read
const EmployeeForm = lazy(() => import('../components/employee-form').then((m) => ({ default: m.EmployeeForm })));

const PAGE_SIZE = 10;

/** `employees`: employees in detail — search, declared months and contributions, registration, statistics. */
export function EmployeesPage() {
  const { t } = useTranslation('employees');
  const { t: to } = useTranslation('optout');
  const prefix = useLangPrefix();
  const canPrepare = useCan('prepare');
  return (
    <PageLayout
      title={t('title')}
      subtitle={canPrepare ? t('subtitle') : t('subtitleReadOnly')}
      actions={
        <Button component={Link} to={paths.optOut(prefix)} variant="light">
          {to('nav.employer')}
        </Button>
      }
    >
      <Tabs defaultValue="list" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="list">{t('tabs.list')}</Tabs.Tab>
          <Tabs.Tab value="statistic">{t('tabs.statistic')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <EmployeeList />
        </Tabs.Panel>
        <Tabs.Panel value="statistic" pt="md">
          <Statistic />
        </Tabs.Panel>
      </Tabs>
    </PageLayout>
  );
}

function EmployeeList() {
  const { t } = useTranslation('employees');
  // the typed text lives in the search field: a key typed renders the field alone, and the list only once
  // the typing pauses (the search asked of the server)
  const [debounced, setDebounced] = useState('');
  const [pageNumber, setPageNumber] = useState(FIRST_PAGE);
  useEffect(() => setPageNumber(FIRST_PAGE), [debounced]);
  const query = useEmployeeSearch(debounced, pageNumber, PAGE_SIZE);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Employee | 'new' | null>(null);
  // registering and updating an employee is preparing (a viewer or an approver only reads the register)
  const canPrepare = useCan('prepare');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <DebouncedSearchField
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          onSearch={setDebounced}
          w={{ base: '100%', sm: 360 }}
        />
        {canPrepare ? (
          <Button leftSection={<PlusIcon />} onClick={() => setEditing('new')}>
            {t('actions.register')}
          </Button>
        ) : null}
      </Group>
      <PagedTable
        query={query}
        pageNumber={pageNumber}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNumber}
        emptyTitle={debounced ? t('search.noMatchTitle') : t('emptyTitle')}
        emptyText={debounced ? t('search.noMatchText') : canPrepare ? t('emptyText') : t('emptyTextReadOnly')}
        minWidth={900}
        verticalSpacing="xs"
        // eight columns and two actions fit a wide screen whole in a smaller text (the Georgian headers are long)
        horizontalSpacing="xs"
        fz={{ base: 'sm', lg: 'xs' }}
        columns={[
          { label: t('fields.personalNumber') },
          { label: t('fields.name') },
          { label: t('fields.birthDate') },
          { label: t('fields.gender') },
          { label: t('fields.declaredMonths'), numeric: true },
          { label: t('fields.lastDeclared') },
          { label: t('fields.registered') },
          { label: t('fields.actions') },
        ]}
      >
        {(e) => {
          const name = `${e.firstName} ${e.lastName}`;
          return (
            <Table.Tr key={e.personalIdentificationNumber}>
              <Table.Td ff="monospace">{e.personalIdentificationNumber}</Table.Td>
              <Table.Td>{name}</Table.Td>
              <Table.Td>{formatDate(e.birthDate)}</Table.Td>
              <Table.Td>{e.gender ? t(`gender.${e.gender}`) : '—'}</Table.Td>
              <Table.Td ta="right">{formatNumber(e.declaredMonths)}</Table.Td>
              <Table.Td>{e.lastDeclared ? formatMonthYear(e.lastDeclared.year, e.lastDeclared.month) : '—'}</Table.Td>
              <Table.Td>
                <WholeBadge variant="light" color={e.isRegistered ? 'green' : 'gray'}>
                  {e.isRegistered ? t('registered.yes') : t('registered.no')}
                </WholeBadge>
              </Table.Td>
              <Table.Td>
                {/* the two actions stack when their words are long, rather than push the second out of sight */}
                <Group gap="xs" wrap="wrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setSelected(e.personalIdentificationNumber)}
                    aria-label={t('actions.detailsOf', { name })}
                  >
                    {t('actions.details')}
                  </Button>
                  {canPrepare ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setEditing(e)}
                      aria-label={t('actions.updateOf', { name })}
                    >
                      {t('actions.update')}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        }}
      </PagedTable>
      <EmployeeDrawer personalNumber={selected} onClose={() => setSelected(null)} />
      <OnceOpened opened={editing !== null}>
        <Modal
          opened={editing !== null}
          onClose={() => setEditing(null)}
          title={editing === 'new' ? t('form.registerTitle') : t('form.updateTitle')}
          size="lg"
          closeButtonProps={{ 'aria-label': t('actions.close') }}
        >
          {editing !== null ? (
            <Suspense fallback={<LoadingState />}>
              <EmployeeForm
                employee={editing === 'new' ? undefined : editing}
                onCancel={() => setEditing(null)}
                onDone={() => {
                  notify({
                    color: 'green',
                    message: editing === 'new' ? t('form.registered') : t('form.updated'),
                  });
                  setEditing(null);
                }}
              />
            </Suspense>
          ) : null}
        </Modal>
      </OnceOpened>
    </Stack>
  );
}

function EmployeeDrawer({ personalNumber, onClose }: { personalNumber: string | null; onClose: () => void }) {
  const { t } = useTranslation('employees');
  const prefix = useLangPrefix();
  const query = useEmployee(personalNumber);
  const employee = query.data?.employee;
  return (
    <OnceOpened opened={!!personalNumber}>
      <Drawer
        opened={!!personalNumber}
        onClose={onClose}
        position="right"
        size="xl"
        title={employee ? `${employee.firstName} ${employee.lastName}` : t('details.title')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <QueryState query={query}>
          {(d) => (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <Text size="sm">
                  {t('fields.personalNumber')}: <b>{d.employee.personalIdentificationNumber}</b>
                </Text>
                <Text size="sm">
                  {t('fields.birthDate')}: <b>{formatDate(d.employee.birthDate) || '—'}</b>
                </Text>
                <Text size="sm">
                  {t('details.totalEmployee')}: <b>{formatMoney(d.totals.employeeContribution)}</b>
                </Text>
                <Text size="sm">
                  {t('details.totalEmployer')}: <b>{formatMoney(d.totals.organizationContribution)}</b>
                </Text>
              </SimpleGrid>
              <Group>
                <EmployeeStatementButton personalNumber={d.employee.personalIdentificationNumber} />
              </Group>
              <Title order={3} fz={16}>
                {t('details.months')}
              </Title>
              <ContributionMonthsTable
                months={d.months}
                rowKey={(m) => `${m.declarationId}`}
                period={(m) => formatMonthYear(m.year, m.month)}
                detail={{
                  label: t('details.declaration'),
                  cell: (m) => (
                    <Group gap={6} wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={
                          m.declarationStatus === 'draft' || m.declarationStatus === 'saved'
                            ? paths.declarationNew(prefix, m.declarationId)
                            : paths.declarationView(prefix, m.declarationId)
                        }
                      >
                        {`№\u00a0${m.declarationNumber}`}
                      </Anchor>
                      <StatusBadge declaration={{ declarationStatus: m.declarationStatus, isProcessing: false }} />
                    </Group>
                  ),
                }}
                emptyTitle={t('details.noMonthsTitle')}
                emptyText={t('details.noMonthsText')}
              />
              <Text size="xs" c="dimmed">
                {t('details.totalsNote')}
              </Text>
            </Stack>
          )}
        </QueryState>
      </Drawer>
    </OnceOpened>
  );
}

function Statistic() {
  const { t } = useTranslation('employees');
  const current = periodOfInstant(new Date()).year;
  const [year, setYear] = useState(current);
  const query = useEmployeeStatistic(year);
  const years = Array.from({ length: current - 2019 + 1 }, (_, i) => String(current - i));
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('statistic.year')}
        data={years}
        value={String(year)}
        onChange={(e) => setYear(Number(e.currentTarget.value))}
        w={{ base: '100%', xs: 200 }}
      />
      <QueryState query={query}>
        {(statistic) => (
          <>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
              {(
                [
                  ['employees', statistic.employeeCount],
                  ['mandatory', statistic.participation.mandatory],
                  ['mayOptOut', statistic.participation.mayOptOut],
                  ['pensionAge', statistic.participation.pensionAge],
                  ['optIn', statistic.participation.optIn],
                ] as const
              ).map(([key, value]) => (
                <Paper key={key} withBorder radius="md" p="sm">
                  <Text size="xs" c="dimmed">
                    {t(`statistic.${key}`)}
                  </Text>
                  <Text fw={700} size="xl">
                    {formatNumber(value)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <ContributionMonthsTable
              months={statistic.months}
              rowKey={(m) => m.month}
              period={(m) => formatMonthYear(statistic.year, m.month)}
              detail={{ label: t('statistic.employees'), numeric: true, cell: (m) => formatNumber(m.employeeCount) }}
              emptyTitle={t('statistic.emptyTitle')}
              emptyText={t('statistic.emptyText', { year })}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
