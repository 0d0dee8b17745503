import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { ErrorState } from '../../../common/ui/query-state';
import { formatDateTime, formatMonthYear } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { PageLayout } from '../../../common/ui/page-layout';
import { useDeclarationCommand, useReportDownload } from '../api/declaration-queries';
import { PenaltyPanel, ValErrorsPanel } from '../components/checks-panels';
import { DeclarationFacts, TotalsBar } from '../components/declaration-summary';
import { DownloadIcon } from '../../../common/ui/icons';
import { DeclarationLoader } from '../components/declaration-loader';
import { RowsTable } from '../components/rows-table';
import { WriteProblemAlert } from '../components/write-problem-alert';
import { writeProblemOf, type WriteProblem } from '../lib/write-errors';
import { ReasonedButton } from '../../../common/ui/reasoned-button';
import { PaymentOrderButton } from '../../../common/ui/payment-order-button';
import { notify } from '../../../common/lib/notify';
import { useCan } from '../../../common/lib/approval-queries';
import { useDeclarationWords } from '../lib/own-words';
import { isOwnIncomeType } from '@pensia/domain/declarations/declaration.schema';

/** `declaration/view/{id}`: a declaration read-only, with close (an open one) and export to .xlsx. */
export function DeclarationViewPage() {
  const { t } = useTranslation('declarations');
  const prefix = useLangPrefix();
  const { id } = useParams();
  if (!id)
    return (
      <PageLayout title={t('view.title')}>
        <Alert color="blue">{t('view.noId')}</Alert>
        <Anchor component={Link} to={paths.home(prefix)}>
          {t('actions.backHome')}
        </Anchor>
      </PageLayout>
    );
  return (
    <DeclarationLoader id={id} title={t('view.title')}>
      {(declaration, reload) => <View declaration={declaration} reload={reload} />}
    </DeclarationLoader>
  );
}

function View({ declaration, reload }: { declaration: Declaration; reload: () => void }) {
  const { t } = useDeclarationWords(isOwnIncomeType(declaration.type));
  const { t: tr } = useTranslation('reversals');
  const filed = declaration.declarationStatus === 'open' || declaration.declarationStatus === 'closed';
  // a reversal is started only by a user who may prepare
  const canPrepare = useCan('prepare');
  const prefix = useLangPrefix();
  const [confirm, setConfirm] = useState(false);
  const [problem, setProblem] = useState<WriteProblem | null>(null);
  const command = useDeclarationCommand();
  const report = useReportDownload();
  const editable = declaration.declarationStatus === 'draft' || declaration.declarationStatus === 'saved';
  const close = async () => {
    setProblem(null);
    try {
      await command.mutateAsync({ declaration, command: 'close' });
      notify({ color: 'green', message: t('view.closed') });
    } catch (error) {
      setProblem(writeProblemOf(error, t('errors.saveFailed')));
    } finally {
      setConfirm(false);
    }
  };
  return (
    <PageLayout title={t('view.heading', { number: declaration.declarationNumber ?? '', period: formatMonthYear(declaration.year, declaration.month) })}>
      <Stack gap="md">
        <DeclarationFacts declaration={declaration} />
        {declaration.hasReversal ? (
          <Group gap="xs">
            <Badge color={declaration.reversalStatus === 'open' ? 'blue' : 'dark'} variant="light" radius="sm" tt="none" styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}>
              {declaration.reversalStatus === 'open' ? tr('badge.open') : tr('badge.closed')}
            </Badge>
            <Anchor component={Link} to={paths.declarationsReversed(prefix)} size="sm">
              {tr('badge.view')}
            </Anchor>
          </Group>
        ) : null}
        <Group gap="lg" wrap="wrap">
          {declaration.activationDate ? (
            <Text size="sm">
              {t('fields.activationDate')}: <b>{formatDateTime(declaration.activationDate)}</b>
            </Text>
          ) : null}
          {declaration.closingDate ? (
            <Text size="sm">
              {t('fields.closingDate')}: <b>{formatDateTime(declaration.closingDate)}</b>
            </Text>
          ) : null}
        </Group>
        {declaration.isProcessing ? (
          <Alert color="orange" role="status" title={t('processing.title')}>
            {t('processing.text')}
          </Alert>
        ) : null}
        <WriteProblemAlert
          problem={problem}
          onReload={() => {
            setProblem(null);
            reload();
          }}
          onClose={() => setProblem(null)}
        />
        <TotalsBar declaration={declaration} />
        <Group gap="sm" wrap="wrap">
          <Button variant="light" leftSection={<DownloadIcon />} loading={report.isPending} onClick={() => report.mutate(declaration.id)}>
            {t('view.export')}
          </Button>
          {declaration.declarationStatus === 'open' ? <PaymentOrderButton id={declaration.id} type="declaration" /> : null}
          {declaration.declarationStatus === 'open' ? (
            <ReasonedButton color="dark" onClick={() => setConfirm(true)} blockedBy={declaration.isProcessing ? t('view.closeProcessing') : null}>
              {t('view.close')}
            </ReasonedButton>
          ) : null}
          {filed && canPrepare && declaration.reversalStatus !== 'open' ? (
            <Button variant="light" component={Link} to={`${paths.declarationsReversed(prefix)}?start=${declaration.id}`} disabled={declaration.isProcessing}>
              {tr('badge.start')}
            </Button>
          ) : null}
          {editable ? (
            <Button component={Link} to={paths.declarationNew(prefix, declaration.id)}>
              {t('view.edit')}
            </Button>
          ) : null}
          <Button variant="subtle" component={Link} to={declaration.declarationStatus === 'closed' ? paths.declarationsClosed(prefix) : paths.home(prefix)}>
            {declaration.declarationStatus === 'closed' ? t('view.backClosed') : t('actions.backHome')}
          </Button>
        </Group>
        {report.isError ? <ErrorState error={report.error} /> : null}
        <Tabs defaultValue="rows" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="rows">{t('editor.tabs.rows')}</Tabs.Tab>
            <Tabs.Tab value="checks">{t('editor.tabs.checks')}</Tabs.Tab>
            <Tabs.Tab value="penalty">{t('editor.tabs.penalty')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="rows" pt="md">
            <RowsTable declaration={declaration} />
          </Tabs.Panel>
          <Tabs.Panel value="checks" pt="md">
            <ValErrorsPanel declaration={declaration} />
          </Tabs.Panel>
          <Tabs.Panel value="penalty" pt="md">
            <PenaltyPanel declaration={declaration} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <Modal opened={confirm} onClose={() => setConfirm(false)} title={t('confirm.title')} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
        <Stack gap="md">
          <Text>{t('confirm.close', { period: formatMonthYear(declaration.year, declaration.month) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(false)}>
              {t('actions.cancel')}
            </Button>
            <Button color="dark" onClick={() => void close()} loading={command.isPending} data-autofocus>
              {t('view.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageLayout>
  );
}
