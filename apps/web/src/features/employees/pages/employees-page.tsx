import { ListPagination } from '../../../shared/ui/list-pagination';
import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Drawer, Group, Modal, NativeSelect, Paper, SimpleGrid, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FIRST_PAGE, periodOfInstant, type Employee } from '@pensia/domain';
import { formatDate, formatMoney, formatMonthYear, formatNumber } from '../../../shared/lib/format';
import { paths } from '../../../shared/lib/paths';
import { useLangPrefix } from '../../../shared/lib/use-lang-prefix';
import { EmptyListState } from '../../../shared/ui/empty-list-state';
import { PageLayout } from '../../../shared/ui/page-layout';
import { PlusIcon, SearchIcon } from '../../../shared/ui/icons';
import { ErrorState, LoadingState } from '../../declarations/components/query-state';
import { StatusBadge } from '../../declarations/components/status-badge';
import { useEmployee, useEmployeeSearch, useEmployeeStatistic } from '../api/employee-queries';
import { EmployeeForm } from '../components/employee-form';

const PAGE_SIZE = 10;

/** `employees`: employees in detail — search, declared months and contributions, registration, statistics. */
export function EmployeesPage() {
  const { t } = useTranslation('employees');
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
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
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [pageNumber, setPageNumber] = useState(FIRST_PAGE);
  useEffect(() => setPageNumber(FIRST_PAGE), [debounced]);
  const query = useEmployeeSearch(debounced, pageNumber, PAGE_SIZE);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Employee | 'new' | null>(null);
  const page = query.data;
  const pages = page ? Math.max(1, Math.ceil((page.totalCount ?? 0) / PAGE_SIZE)) : 1;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<SearchIcon size={16} />}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        <Button leftSection={<PlusIcon />} onClick={() => setEditing('new')}>
          {t('actions.register')}
        </Button>
      </Group>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (page?.items ?? []).length === 0 ? (
        <EmptyListState title={debounced ? t('search.noMatchTitle') : t('emptyTitle')} description={debounced ? t('search.noMatchText') : t('emptyText')} />
      ) : page ? (
        <>
          <Table.ScrollContainer minWidth={900} type="native">
            <Table striped highlightOnHover withTableBorder fz="sm" verticalSpacing="xs" aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fields.personalNumber')}</Table.Th>
                  <Table.Th scope="col">{t('fields.name')}</Table.Th>
                  <Table.Th scope="col">{t('fields.birthDate')}</Table.Th>
                  <Table.Th scope="col">{t('fields.gender')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('fields.declaredMonths')}
                  </Table.Th>
                  <Table.Th scope="col">{t('fields.lastDeclared')}</Table.Th>
                  <Table.Th scope="col">{t('fields.registered')}</Table.Th>
                  <Table.Th scope="col">{t('fields.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(page.items ?? []).map((e) => {
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
                        <Badge variant="light" color={e.isRegistered ? 'green' : 'gray'}>
                          {e.isRegistered ? t('registered.yes') : t('registered.no')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="compact-sm" variant="light" onClick={() => setSelected(e.personalIdentificationNumber)} aria-label={t('actions.detailsOf', { name })}>
                            {t('actions.details')}
                          </Button>
                          <Button size="compact-sm" variant="subtle" onClick={() => setEditing(e)} aria-label={t('actions.updateOf', { name })}>
                            {t('actions.update')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination total={pages} value={pageNumber} onChange={setPageNumber} />
        </>
      ) : null}
      <EmployeeDrawer personalNumber={selected} onClose={() => setSelected(null)} />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('form.registerTitle') : t('form.updateTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {editing !== null ? (
          <EmployeeForm
            employee={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              notifications.show({ color: 'green', message: editing === 'new' ? t('form.registered') : t('form.updated') });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}

function EmployeeDrawer({ personalNumber, onClose }: { personalNumber: string | null; onClose: () => void }) {
  const { t } = useTranslation('employees');
  const prefix = useLangPrefix();
  const query = useEmployee(personalNumber);
  const d = query.data;
  return (
    <Drawer opened={!!personalNumber} onClose={onClose} position="right" size="xl" title={d ? `${d.employee.firstName} ${d.employee.lastName}` : t('details.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : d ? (
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
          <Title order={3} fz={16}>
            {t('details.months')}
          </Title>
          {d.months.length === 0 ? (
            <EmptyListState title={t('details.noMonthsTitle')} description={t('details.noMonthsText')} />
          ) : (
            <Table.ScrollContainer minWidth={640} type="native">
              <Table withTableBorder striped fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('details.period')}</Table.Th>
                    <Table.Th scope="col">{t('details.declaration')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('details.base')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('details.employee')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('details.employer')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.months.map((m) => (
                    <Table.Tr key={`${m.declarationId}`}>
                      <Table.Td>{formatMonthYear(m.year, m.month)}</Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Anchor component={Link} to={m.declarationStatus === 'draft' || m.declarationStatus === 'saved' ? paths.declarationNew(prefix, m.declarationId) : paths.declarationView(prefix, m.declarationId)}>
                            № {m.declarationNumber}
                          </Anchor>
                          <StatusBadge declaration={{ declarationStatus: m.declarationStatus, isProcessing: false }} />
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(m.contributionBase)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(m.employeeContribution)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(m.organizationContribution)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Text size="xs" c="dimmed">
            {t('details.totalsNote')}
          </Text>
        </Stack>
      ) : null}
    </Drawer>
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
      <NativeSelect label={t('statistic.year')} data={years} value={String(year)} onChange={(e) => setYear(Number(e.currentTarget.value))} w={{ base: '100%', xs: 200 }} />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            {(
              [
                ['employees', query.data.employeeCount],
                ['mandatory', query.data.participation.mandatory],
                ['mayOptOut', query.data.participation.mayOptOut],
                ['pensionAge', query.data.participation.pensionAge],
                ['optIn', query.data.participation.optIn],
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
          {query.data.months.length === 0 ? (
            <EmptyListState title={t('statistic.emptyTitle')} description={t('statistic.emptyText', { year })} />
          ) : (
            <Table.ScrollContainer minWidth={640} type="native">
              <Table withTableBorder striped fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('details.period')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('statistic.employees')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('details.base')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('details.employee')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('details.employer')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.months.map((m) => (
                    <Table.Tr key={m.month}>
                      <Table.Td>{formatMonthYear(query.data.year, m.month)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(m.employeeCount)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(m.contributionBase)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(m.employeeContribution)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(m.organizationContribution)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
