import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { KeptRejectedRow } from '@pensia/domain/declarations-api/declaration.api';
import { isOwnIncomeType, type Declaration, type DeclarationDetail } from '@pensia/domain/declarations/declaration.schema';
import { formatMonthYear, formatNumber } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { refreshBalance } from '../../../common/session/session-actions';
import { useSession } from '../../../common/session/session-store';
import { PageLayout } from '../../../common/ui/page-layout';
import { declarationKeys, lastOwnPerson, useDeclarationCommand, useDeleteDeclaration, useDeleteRow, useTemplateDownload, useUploadReport } from '../api/declaration-queries';
import { PenaltyPanel, ValErrorsPanel } from '../components/checks-panels';
import { CreateDeclarationCard } from '../components/create-declaration';
import { DeclarationLoader } from '../components/declaration-loader';
import { DeclarationFacts, TotalsBar } from '../components/declaration-summary';
import { RevenueCheck, RevenueDifferencesLeft } from '../components/revenue-check';
import { DownloadIcon, PlusIcon } from '../../../common/ui/icons';
import { IssueText } from '../components/issue-text';
import { ErrorState } from '../../../common/ui/query-state';
import { RowFormModal } from '../components/row-form-modal';
import { RowsTable } from '../components/rows-table';
import { UploadPanel, UploadReportView } from '../components/upload-panel';
import { WriteProblemAlert } from '../components/write-problem-alert';
import { useDeclarationWords } from '../lib/own-words';
import { draftStorage, type FixedRow, type RowDraft } from '../lib/draft-storage';
import { EMPTY_ROW, valuesOfDetail, valuesOfRejected, type RowFormValues } from '../lib/row-form';
import { writeProblemOf, type WriteProblem } from '../lib/write-errors';
import { notify } from '../../../common/lib/notify';
import { useApprovalActions, useCan } from '../../../common/lib/approval-queries';
import { ApprovalPanel } from '../../../common/ui/approval-panel';

/** `declaration/new/{id?}`: without an id, the form that creates a declaration; with one, its editor. */
export function DeclarationNewPage() {
  const { t } = useTranslation('declarations');
  const { id } = useParams();
  if (!id)
    return (
      <PageLayout title={t('new.title')}>
        <CreateDeclarationCard />
      </PageLayout>
    );
  return <DeclarationEditor key={id} id={id} />;
}

interface OpenForm {
  initial: RowFormValues;
  detailId?: string;
  fixes?: FixedRow;
  /** Filled from the draft kept in the browser. */
  restored?: boolean;
}

function DeclarationEditor({ id }: { id: string }) {
  const { t } = useTranslation('declarations');
  const prefix = useLangPrefix();
  return (
    <DeclarationLoader id={id} title={t('new.title')}>
      {(declaration, reload) =>
        declaration.declarationStatus === 'open' || declaration.declarationStatus === 'closed' ? (
          <Navigate to={paths.declarationView(prefix, id)} replace />
        ) : (
          <Editor declaration={declaration} reload={reload} />
        )
      }
    </DeclarationLoader>
  );
}

function Editor({ declaration, reload }: { declaration: Declaration; reload: () => void }) {
  const own = isOwnIncomeType(declaration.type);
  const { t } = useDeclarationWords(own);
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const ownPersonalNumber = own ? (user?.organizationCode ?? undefined) : undefined;
  const [form, setForm] = useState<OpenForm | null>(null);
  const [stored, setStored] = useState<RowDraft | null>(() => draftStorage.readRow(declaration.id));
  const [problem, setProblem] = useState<WriteProblem | null>(null);
  const [confirm, setConfirm] = useState<'activate' | 'delete' | { row: DeclarationDetail } | null>(null);
  // the first page of the last upload's report (the same one the Upload tab shows first): its rows to fix
  const report = useUploadReport(declaration.id, 1);
  const pendingRows = report.data?.pending.totalCount ?? 0;
  // opens on the Upload tab while rejected rows wait, once the report is known; the user's choice after that
  const [chosenTab, setTab] = useState<string | null>(null);
  const [firstTab, setFirstTab] = useState<string | null>(null);
  if (firstTab === null && !report.isPending) setFirstTab(pendingRows > 0 ? 'upload' : 'rows');
  const tab = chosenTab ?? firstTab ?? 'rows';
  useEffect(() => draftStorage.forgetOldUploadCopies(), []);
  const command = useDeclarationCommand();
  const deleteRow = useDeleteRow();
  const deleteDeclaration = useDeleteDeclaration();
  const template = useTemplateDownload();
  const { t: ta } = useTranslation('approvals');
  const approvals = useApprovalActions();
  // four eyes: the organization's declarations are submitted for approval instead of activated
  const requiresApproval = user?.organizationRequiresApproval === true;
  const canPrepare = useCan('prepare');
  // being processed, or waiting for approval: nothing changes until that ends
  const locked = declaration.isProcessing || declaration.awaitingApproval;
  const title = t('editor.title', { number: declaration.declarationNumber ?? '', period: formatMonthYear(declaration.year, declaration.month) });

  const reloadAll = () => {
    setProblem(null);
    void client.invalidateQueries({ queryKey: declarationKeys.all });
    reload();
  };

  const [opening, setOpening] = useState(false);
  const openNew = async () => {
    setStored(null);
    draftStorage.writeRow(declaration.id, null);
    if (!own || !user) return setForm({ initial: EMPTY_ROW });
    // the person's own row: personal number and name from the account, date of birth and gender as last declared
    const personalNumber = user.organizationCode ?? '';
    setOpening(true);
    const person = personalNumber ? await lastOwnPerson(declaration.id, personalNumber).catch(() => null) : null;
    setOpening(false);
    setForm({ initial: { ...EMPTY_ROW, personalIdentificationNumber: personalNumber, firstName: user.firstName ?? '', lastName: user.lastName ?? '', ...(person ?? {}) } });
  };
  const openEdit = (d: DeclarationDetail) => setForm({ initial: valuesOfDetail(d), detailId: d.id });
  const openFix = (row: KeptRejectedRow) => setForm({ initial: valuesOfRejected(row.values), fixes: { id: row.id, row: row.row } });
  const restore = () => {
    if (!stored) return;
    setForm({ initial: stored.values, detailId: stored.detailId, fixes: stored.fixes, restored: true });
    setStored(null);
  };

  // a row that fixes a rejected one: the server lets that one go, and the report is reloaded with the rest
  const onSaved = () => {
    notify({ color: 'green', message: form?.detailId ? t('editor.rowSaved') : t('editor.rowAdded') });
    setForm(null);
  };

  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
      return true;
    } catch (error) {
      // the server's text of an empty declaration speaks of employees: the screen's own words ask for the rows or the income
      setProblem(writeProblemOf(error, t('errors.saveFailed'), { DECLARATION_EMPTY: t('editor.activateNeedsRows') }));
      return false;
    } finally {
      setConfirm(null);
    }
  };

  const activate = () =>
    run(async () => {
      await command.mutateAsync({ declaration, command: 'activate' });
      draftStorage.writeRow(declaration.id, null);
      notify({ color: 'green', message: t('editor.activated') });
      void refreshBalance().catch(() => undefined);
      void navigate(paths.declarationView(prefix, declaration.id));
    });
  const submitForApproval = () =>
    run(async () => {
      await approvals.submit.mutateAsync(declaration.id);
      draftStorage.writeRow(declaration.id, null);
      notify({ color: 'green', message: ta('submitted') });
      reload();
    });
  const save = () =>
    run(async () => {
      await command.mutateAsync({ declaration, command: 'save' });
      notify({ color: 'green', message: t('editor.saved') });
    });
  const remove = () =>
    run(async () => {
      await deleteDeclaration.mutateAsync(declaration);
      draftStorage.writeRow(declaration.id, null);
      notify({ color: 'green', message: t('editor.deleted') });
      void navigate(paths.home(prefix));
    });
  const removeRow = (d: DeclarationDetail) =>
    run(async () => {
      await deleteRow.mutateAsync({ declaration, detailId: d.id });
      notify({ color: 'green', message: t('editor.rowDeleted') });
    });

  const canActivate = declaration.totals.rowCount > 0 && declaration.errorCount === 0;
  const addBlocked = own && declaration.totals.rowCount >= 1;

  return (
    <PageLayout title={title} subtitle={canPrepare ? t('editor.subtitle') : t('editor.subtitleReadOnly')}>
      <Stack gap="md">
        <DeclarationFacts declaration={declaration} />
        <ApprovalPanel declaration={declaration} />
        {declaration.isProcessing ? (
          <Alert color="orange" role="status" title={t('processing.title')}>
            {t('processing.refused')}
          </Alert>
        ) : null}
        <WriteProblemAlert problem={problem} onReload={reloadAll} onClose={() => setProblem(null)} />
        {stored && canPrepare ? (
          <Alert color="blue" role="status" title={t('editor.draftFoundTitle')}>
            <Text size="sm">{t('editor.draftFoundText', { name: `${stored.values.firstName} ${stored.values.lastName}`.trim() || stored.values.personalIdentificationNumber || '—' })}</Text>
            <Group mt="sm" gap="sm">
              <Button size="xs" onClick={restore}>
                {t('editor.draftRestore')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  draftStorage.writeRow(declaration.id, null);
                  setStored(null);
                }}
              >
                {t('editor.draftDiscard')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <TotalsBar declaration={declaration} />
        <RevenueCheck declaration={declaration} />
        {canPrepare ? (
          <Group gap="sm" wrap="wrap">
            <Button leftSection={<PlusIcon />} onClick={() => void openNew()} loading={opening} disabled={locked || addBlocked}>
              {t('editor.addRow')}
            </Button>
            <Button variant="light" leftSection={<DownloadIcon />} loading={template.isPending} onClick={() => template.mutate({ type: declaration.type, form: declaration.form })}>
              {t('editor.template')}
            </Button>
            <Button variant="default" onClick={() => void save()} loading={command.isPending && command.variables?.command === 'save'} disabled={locked}>
              {t('editor.save')}
            </Button>
            <Button color="green.8" onClick={() => setConfirm('activate')} disabled={locked || !canActivate}>
              {requiresApproval ? ta('submit') : t('editor.activate')}
            </Button>
            {/* the subtle variant draws its text in shade 6 (4.3:1 on gray 0) whatever the shade asked: the text colour is set apart */}
            <Button variant="subtle" color="red" c="red.8" onClick={() => setConfirm('delete')} disabled={locked}>
              {t('editor.delete')}
            </Button>
          </Group>
        ) : null}
        {addBlocked ? <IssueText tier="suggested">{t('editor.ownSingleRow')}</IssueText> : null}
        {!canActivate && canPrepare ? (
          <IssueText tier={declaration.totals.rowCount === 0 ? 'suggested' : 'error'}>
            {declaration.totals.rowCount === 0 ? t('editor.activateNeedsRows') : t('editor.activateBlocked')}
          </IssueText>
        ) : null}
        {template.isError ? <ErrorState error={template.error} /> : null}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="rows">{t('editor.tabs.rows')}</Tabs.Tab>
            <Tabs.Tab value="upload">
              {t('editor.tabs.upload')}
              {pendingRows > 0 ? ` (${formatNumber(pendingRows)})` : ''}
            </Tabs.Tab>
            <Tabs.Tab value="checks">{t('editor.tabs.checks')}</Tabs.Tab>
            <Tabs.Tab value="penalty">{t('editor.tabs.penalty')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="rows" pt="md">
            <RowsTable declaration={declaration} onEdit={locked || !canPrepare ? undefined : openEdit} onDelete={locked || !canPrepare ? undefined : (d) => setConfirm({ row: d })} />
          </Tabs.Panel>
          <Tabs.Panel value="upload" pt="md">
            <Stack gap="md">
              {locked || !canPrepare ? null : <UploadPanel declaration={declaration} onReload={reloadAll} />}
              <UploadReportView declaration={declaration} onFix={openFix} canFix={!locked && !addBlocked && canPrepare} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="checks" pt="md">
            <ValErrorsPanel declaration={declaration} />
          </Tabs.Panel>
          <Tabs.Panel value="penalty" pt="md">
            <PenaltyPanel declaration={declaration} />
          </Tabs.Panel>
        </Tabs>
      </Stack>

      <RowFormModal
        opened={form !== null}
        declaration={declaration}
        initial={form?.initial ?? EMPTY_ROW}
        detailId={form?.detailId}
        fixes={form?.fixes}
        restored={form?.restored}
        ownPersonalNumber={ownPersonalNumber}
        onSaved={onSaved}
        onCancel={() => setForm(null)}
        onReload={reloadAll}
      />

      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={t('confirm.title')} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
        <Stack gap="md">
          <Text>
            {confirm === 'activate'
              ? requiresApproval
                ? ta('confirmSubmit', { count: declaration.totals.rowCount })
                : t('confirm.activate', { count: declaration.totals.rowCount })
              : confirm === 'delete'
                ? t('confirm.delete')
                : confirm
                  ? t('confirm.deleteRow', { name: `${confirm.row.firstName} ${confirm.row.lastName}`, pn: confirm.row.personalIdentificationNumber })
                  : null}
          </Text>
          {confirm === 'activate' ? <RevenueDifferencesLeft declaration={declaration} /> : null}
          {confirm === 'activate' && pendingRows > 0 ? (
            // rows of the last upload neither fixed nor let go are not part of what is submitted
            <Alert color="orange" variant="light" role="status">
              <Text size="sm">{t('confirm.activateLeavesOut', { count: pendingRows, n: formatNumber(pendingRows) })}</Text>
            </Alert>
          ) : null}
          <Group justify="flex-end" wrap="wrap">
            {confirm === 'activate' && pendingRows > 0 ? (
              <Button
                variant="subtle"
                onClick={() => {
                  setConfirm(null);
                  setTab('upload');
                }}
              >
                {t('confirm.reviewRejected')}
              </Button>
            ) : null}
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('actions.cancel')}
            </Button>
            <Button
              color={confirm === 'activate' ? 'green.8' : 'red.8'}
              data-autofocus
              loading={command.isPending || deleteRow.isPending || deleteDeclaration.isPending || approvals.submit.isPending}
              onClick={() => {
                if (confirm === 'activate') void (requiresApproval ? submitForApproval() : activate());
                else if (confirm === 'delete') void remove();
                else if (confirm) void removeRow(confirm.row);
              }}
            >
              {confirm === 'activate' ? (requiresApproval ? ta('submit') : t('editor.activate')) : t('confirm.yesDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageLayout>
  );
}
