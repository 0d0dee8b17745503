import { useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Stack,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import type { AnnualDeclaration, AnnualDetail } from '@pensia/domain/annual/annual.api';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { PageLayout } from '../../../common/ui/page-layout';
import {
  CorrectionActions,
  CorrectionConfirm,
  CorrectionHeader,
  CorrectionPage,
  CorrectionTotals,
  useRowPaging,
  type RowPage,
} from '../../../common/ui/correction-view';
import { CorrectionRows, CorrectionRowSearch, MoneyCells } from '../../../common/ui/correction-rows';
import {
  ANNUAL_PAGE_SIZE,
  useAnnual,
  useAnnualCommand,
  useAnnualExport,
  useDeleteAnnualRow,
} from '../api/annual-queries';
import { AnnualDocuments } from '../components/annual-documents';
import { AnnualList, useOpen } from '../components/annual-list';
import { AnnualRowForm } from '../components/annual-row-form';
import { MonthsComparison, PeopleComparison } from '../components/annual-comparison';
import { notify } from '../../../common/lib/notify';
import { useApprovalActions, useCan } from '../../../common/lib/approval-queries';
import { useSession } from '../../../common/session/session-store';
import { SubjectApprovalPanel } from '../../../common/ui/approval-panel';


/**
 * `declaration/reversing-annual-declarations`: the organization's annual declarations with their state and
 * differences, the making of one for a past year, and (`?id=`) one of them — its rows, its comparison with
 * the year's monthly declarations person by person and month by month, its documents, its closing; where the
 * organization requires approval, its submission for it instead (four eyes). Only a user who may prepare makes
 * or changes one.
 */
export function AnnualPage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  return id ? <AnnualView id={id} /> : <AnnualList />;
}

function AnnualView({ id }: { id: string }) {
  const { t } = useTranslation('annual');
  const { t: te } = useTranslation('errors');
  const open = useOpen();
  const paging = useRowPaging();
  const query = useAnnual(id, paging.pageNumber, paging.personalId);
  return (
    <CorrectionPage
      ns="annual"
      id={id}
      paging={paging}
      query={query}
      notAvailable={te('ANNUAL_NOT_AVAILABLE')}
      back={
        <Anchor component="button" type="button" onClick={() => open(null)}>
          {t('view.back')}
        </Anchor>
      }
    >
      {(data, page) => <View annual={data.annualDeclaration} page={page} />}
    </CorrectionPage>
  );
}

function View({ annual, page }: { annual: AnnualDeclaration; page: RowPage<AnnualDetail> }) {
  const { t } = useTranslation('annual');
  const { t: ta } = useTranslation('approvals');
  const prefix = useLangPrefix();
  const open = useOpen();
  const [editing, setEditing] = useState<AnnualDetail | 'new' | null>(null);
  const [confirm, setConfirm] = useState<'close' | 'delete' | AnnualDetail | null>(null);
  const command = useAnnualCommand();
  const deleteRow = useDeleteAnnualRow();
  const report = useAnnualExport();
  const approvals = useApprovalActions();
  const canPrepare = useCan('prepare');
  const requiresApproval = useSession((s) => s.user?.organizationRequiresApproval === true);
  const editable = annual.status === 'open' && !annual.awaitingApproval && canPrepare;
  const failure = command.error ?? deleteRow.error ?? report.error ?? approvals.submit.error;

  const totals: [string, string, boolean][] = [
    [t('totals.declaredBase'), annual.totals.declaredBase, false],
    [t('totals.annualBase'), annual.totals.annualBase, false],
    [t('totals.declaredContribution'), annual.totals.declaredContribution, false],
    [t('totals.annualContribution'), annual.totals.annualContribution, false],
    [t('totals.difference'), annual.totals.difference, true],
  ];

  return (
    <PageLayout
      title={t('view.heading', { year: annual.year })}
      subtitle={t('view.number', { number: annual.annualDeclarationNumber })}
    >
      <Stack gap="md">
        <CorrectionHeader
          ns="annual"
          status={annual.status}
          createdOn={annual.createdOn}
          finished={{ label: t('view.closedOn'), on: annual.closedOn }}
          awaitingApproval={annual.awaitingApproval}
        >
          <Text size="sm">{t('view.differenceCount', { count: annual.differenceCount })}</Text>
        </CorrectionHeader>
        <SubjectApprovalPanel subjectId={annual.id} awaitingApproval={annual.awaitingApproval} />
        <CorrectionTotals ns="annual" totals={totals} />
        <CorrectionActions
          ns="annual"
          finish="close"
          finishLabel={requiresApproval ? ta('submit') : undefined}
          editable={editable}
          rowCount={annual.rowCount}
          exporting={report.isPending}
          onExport={() => report.mutate(annual.year)}
          onConfirm={setConfirm}
          back={
            <Button variant="subtle" onClick={() => open(null)}>
              {t('view.back')}
            </Button>
          }
          failure={failure}
        >
          <Anchor component={Link} to={paths.detailedBalance(prefix)} size="sm">
            {t('view.balance')}
          </Anchor>
        </CorrectionActions>
        <AnnualDocuments annual={annual} editable={editable} />
        <Tabs defaultValue="rows" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="rows">{t('tabs.rows')}</Tabs.Tab>
            <Tabs.Tab value="people">{t('tabs.people')}</Tabs.Tab>
            <Tabs.Tab value="months">{t('tabs.months')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="rows" pt="md">
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap" align="flex-end">
                <CorrectionRowSearch ns="annual" page={page} editable={editable} onAdd={() => setEditing('new')} />
              </Group>
              <CorrectionRows
                ns="annual"
                page={page}
                pageSize={ANNUAL_PAGE_SIZE}
                editable={editable}
                columns={[
                  { label: t('rows.columns.months'), numeric: true },
                  { label: t('rows.columns.declaredBase'), numeric: true },
                  { label: t('rows.columns.annualBase'), numeric: true },
                  { label: t('rows.columns.declaredContribution'), numeric: true },
                  { label: t('rows.columns.annualContribution'), numeric: true },
                  { label: t('rows.columns.difference'), numeric: true },
                ]}
                cells={(r) => (
                  <>
                    <Table.Td ta="right">{r.months}</Table.Td>
                    <MoneyCells
                      values={[
                        r.declaredBase,
                        r.annualBase,
                        r.declaredContribution,
                        r.annualContribution,
                        r.difference,
                      ]}
                      colorDifference
                    />
                  </>
                )}
                onEdit={setEditing}
                onDelete={setConfirm}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="people" pt="md">
            <PeopleComparison annual={annual} />
          </Tabs.Panel>
          <Tabs.Panel value="months" pt="md">
            <MonthsComparison annual={annual} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {editing ? (
        <AnnualRowForm annual={annual} row={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      <CorrectionConfirm
        ns="annual"
        finish="close"
        finishAs={
          requiresApproval
            ? {
                text: ta('confirmSubmitCorrection', { difference: formatMoney(annual.totals.difference) }),
                label: ta('submit'),
              }
            : undefined
        }
        confirm={confirm}
        difference={annual.totals.difference}
        loading={command.isPending || deleteRow.isPending || approvals.submit.isPending}
        onCancel={() => setConfirm(null)}
        onFinish={async () => {
          if (requiresApproval) {
            await approvals.submit.mutateAsync({ kind: 'annual', subjectId: annual.id });
            notify({ color: 'green', message: ta('submitted') });
            return;
          }
          await command.mutateAsync({ annual, command: 'close' });
          notify({ color: 'green', message: t('view.closed') });
        }}
        onDelete={async () => {
          await command.mutateAsync({ annual, command: 'delete' });
          notify({ color: 'green', message: t('view.deleted') });
          open(null);
        }}
        onDeleteRow={(row: AnnualDetail) => deleteRow.mutateAsync({ annual, detailId: row.id })}
      />
    </PageLayout>
  );
}
