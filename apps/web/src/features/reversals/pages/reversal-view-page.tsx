import { useState } from 'react';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { Reversal, ReversalDetail } from '@pensia/domain/reversals/reversal.api';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney, formatMonthYear } from '../../../common/lib/format';
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
import { REVERSAL_PAGE_SIZE, useDeleteRow, useExport, useReversal, useReversalCommand } from '../api/reversal-queries';
import { ReversalDocuments } from '../components/reversal-documents';
import { ReversalRowForm } from '../components/reversal-row-form';
import { ReversalUpload } from '../components/reversal-upload';
import { notify } from '../../../common/lib/notify';
import { useApprovalActions, useCan } from '../../../common/lib/approval-queries';
import { useSession } from '../../../common/session/session-store';
import { SubjectApprovalPanel } from '../../../common/ui/approval-panel';

/**
 * `declaration/view-reversed/{id}`: a reversing declaration — its amounts (basis, profit, sum, reversals
 * with profit, difference), rows, documents — edited while in progress, completed with a confirmation; where the
 * organization requires approval, submitted for it instead (four eyes). Only a user who may prepare changes it.
 */
export function ReversalViewPage() {
  const { t } = useTranslation('reversals');
  const { t: te } = useTranslation('errors');
  const prefix = useLangPrefix();
  const { id } = useParams();
  const paging = useRowPaging();
  const query = useReversal(id, paging.pageNumber, paging.personalId);
  // an id that can't name a reversal is not sent to the server; one the server does not know reads the same
  return (
    <CorrectionPage
      ns="reversals"
      id={id}
      paging={paging}
      query={query}
      notAvailable={id ? te('REVERSAL_NOT_AVAILABLE') : t('view.noId')}
      back={
        <Anchor component={Link} to={paths.declarationsReversed(prefix)}>
          {t('view.back')}
        </Anchor>
      }
    >
      {(data, page) => <View reversal={data.reversal} page={page} />}
    </CorrectionPage>
  );
}

function View({ reversal, page }: { reversal: Reversal; page: RowPage<ReversalDetail> }) {
  const { t } = useTranslation('reversals');
  const { t: ta } = useTranslation('approvals');
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<ReversalDetail | 'new' | null>(null);
  const [confirm, setConfirm] = useState<'complete' | 'delete' | ReversalDetail | null>(null);
  const command = useReversalCommand();
  const deleteRow = useDeleteRow();
  const report = useExport();
  const approvals = useApprovalActions();
  const canPrepare = useCan('prepare');
  const requiresApproval = useSession((s) => s.user?.organizationRequiresApproval === true);
  const editable = reversal.status === 'open' && !reversal.isProcessing && !reversal.awaitingApproval && canPrepare;
  const failure = command.error ?? deleteRow.error ?? report.error ?? approvals.submit.error;

  const totals: [string, string, boolean][] = [
    [t('totals.basis'), reversal.totals.basis, false],
    [t('totals.profit'), reversal.totals.profit, false],
    [t('totals.sum'), reversal.totals.sum, false],
    [t('totals.reversalsWithProfit'), reversal.totals.reversalsWithProfit, false],
    [t('totals.difference'), reversal.totals.difference, true],
  ];

  return (
    <PageLayout
      title={t('view.heading', { number: reversal.reversedDeclarationNumber })}
      subtitle={t('view.of', {
        number: reversal.declarationNumber,
        period: formatMonthYear(reversal.year, reversal.month),
      })}
    >
      <Stack gap="md">
        <CorrectionHeader
          ns="reversals"
          status={reversal.status}
          createdOn={reversal.createdOn}
          finished={{ label: t('view.completedOn'), on: reversal.completedOn }}
          processing={reversal.isProcessing}
          awaitingApproval={reversal.awaitingApproval}
        >
          <Anchor component={Link} to={paths.declarationView(prefix, reversal.declarationId)} size="sm">
            {t('view.openDeclaration')}
          </Anchor>
        </CorrectionHeader>
        <SubjectApprovalPanel subjectId={reversal.id} awaitingApproval={reversal.awaitingApproval} />
        <CorrectionTotals ns="reversals" totals={totals} />
        <CorrectionActions
          ns="reversals"
          finish="complete"
          finishLabel={requiresApproval ? ta('submit') : undefined}
          editable={editable}
          rowCount={reversal.rowCount}
          exporting={report.isPending}
          onExport={() => report.mutate(reversal.id)}
          onConfirm={setConfirm}
          back={
            <Button variant="subtle" component={Link} to={paths.declarationsReversed(prefix)}>
              {t('view.back')}
            </Button>
          }
          failure={failure}
        />
        <ReversalDocuments reversal={reversal} editable={editable} />
        {editable ? <ReversalUpload reversal={reversal} /> : null}
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <Title order={2} size="h4">
            {t('rows.title')}
          </Title>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <CorrectionRowSearch
              ns="reversals"
              page={page}
              editable={editable}
              onAdd={() => setEditing('new')}
            />
          </Group>
        </Group>
        <CorrectionRows
          ns="reversals"
          page={page}
          pageSize={REVERSAL_PAGE_SIZE}
          editable={editable}
          columns={[
            { label: t('rows.columns.basis'), numeric: true },
            { label: t('rows.columns.profit'), numeric: true },
            { label: t('rows.columns.sum'), numeric: true },
            { label: t('rows.columns.reversalsWithProfit'), numeric: true },
            { label: t('rows.columns.difference'), numeric: true },
          ]}
          cells={(r) => <MoneyCells values={[r.basis, r.profit, r.sum, r.reversalsWithProfit, r.difference]} />}
          onEdit={setEditing}
          onDelete={setConfirm}
        />
      </Stack>
      {editing ? (
        <ReversalRowForm
          reversal={reversal}
          row={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <CorrectionConfirm
        ns="reversals"
        finish="complete"
        finishAs={
          requiresApproval
            ? {
                text: ta('confirmSubmitCorrection', { difference: formatMoney(reversal.totals.difference) }),
                label: ta('submit'),
              }
            : undefined
        }
        confirm={confirm}
        difference={reversal.totals.difference}
        loading={command.isPending || deleteRow.isPending || approvals.submit.isPending}
        onCancel={() => setConfirm(null)}
        onFinish={async () => {
          if (requiresApproval) {
            await approvals.submit.mutateAsync({ kind: 'reversal', subjectId: reversal.id });
            notify({ color: 'green', message: ta('submitted') });
            return;
          }
          await command.mutateAsync({ reversal, command: 'complete' });
          notify({ color: 'green', message: t('view.completed') });
        }}
        onDelete={async () => {
          await command.mutateAsync({ reversal, command: 'delete' });
          notify({ color: 'green', message: t('view.deleted') });
          await navigate(paths.declarationsReversed(prefix));
        }}
        onDeleteRow={(row: ReversalDetail) => deleteRow.mutateAsync({ reversal, detailId: row.id })}
      />
    </PageLayout>
  );
}
