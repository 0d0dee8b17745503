import { useId, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { formatMoney, formatMonthYear, formatNumber } from '../../../common/lib/format';
import { IssueText } from './issue-text';
import { StatusBadge } from '../../../common/ui/status-badge';
import { useDeclarationWords } from '../lib/own-words';
import { isOwnIncomeType } from '@pensia/domain/declarations/declaration.schema';

/** Number, month, type, form and state of a declaration. */
export function DeclarationFacts({ declaration }: { declaration: Declaration }) {
  const { t } = useDeclarationWords(isOwnIncomeType(declaration.type));
  return (
    <Group gap="lg" wrap="wrap">
      <Text size="sm">
        <Text span c="dimmed" inherit>
          {t('fields.period')}:{' '}
        </Text>
        <Text span fw={600} inherit>
          {formatMonthYear(declaration.year, declaration.month)}
        </Text>
      </Text>
      <Text size="sm">
        <Text span c="dimmed" inherit>
          {t('fields.type')}:{' '}
        </Text>
        {t(`types.${declaration.type}`)}
      </Text>
      <Text size="sm">
        <Text span c="dimmed" inherit>
          {t('fields.form')}:{' '}
        </Text>
        {t(`forms.${declaration.form}`)}
      </Text>
      <StatusBadge declaration={declaration} />
    </Group>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 600} size={strong ? 'lg' : 'md'} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The declaration's totals, always in view while the rows are edited (sticky under the header). On a phone
 * the sticky bar keeps to rows, total and errors, with the breakdown a tap away, so it doesn't cover the
 * rows being edited.
 */
export function TotalsBar({ declaration, sticky = true }: { declaration: Declaration; sticky?: boolean }) {
  const { t } = useDeclarationWords(isOwnIncomeType(declaration.type));
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const totals = declaration.totals;
  const compact = sticky && phone;
  const status = (
    <Stack gap={2} justify="center">
      {declaration.errorCount > 0 ? (
        <IssueText tier="error" size="xs">
          {t('totals.errorRows', { count: declaration.errorCount })}
        </IssueText>
      ) : (
        <IssueText tier="ok" size="xs">
          {t('totals.noErrors')}
        </IssueText>
      )}
      {declaration.warningCount > 0 ? (
        <IssueText tier="warning" size="xs">
          {t('totals.warningRows', { count: declaration.warningCount })}
        </IssueText>
      ) : null}
    </Stack>
  );
  const breakdown = (
    <>
      <Figure label={t('totals.base')} value={formatMoney(totals.contributionBase)} />
      <Figure label={t('totals.employee')} value={formatMoney(totals.employeeContribution)} />
      <Figure label={t('totals.employer')} value={formatMoney(totals.organizationContribution)} />
    </>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow={sticky ? 'xs' : undefined}
      aria-label={t('totals.title')}
      role="region"
      style={sticky ? { position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 5 } : undefined}
    >
      {compact ? (
        <Stack gap="xs">
          <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
            <Figure label={t('totals.rows')} value={formatNumber(totals.rowCount)} />
            <Figure label={t('totals.total')} value={formatMoney(totals.totalContribution)} strong />
            <Button variant="subtle" size="compact-sm" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded} aria-controls={detailsId}>
              {expanded ? t('totals.showLess') : t('totals.showAll')}
            </Button>
          </Group>
          {status}
          {expanded ? (
            <SimpleGrid id={detailsId} cols={1} spacing="xs">
              {breakdown}
            </SimpleGrid>
          ) : null}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
          <Figure label={t('totals.rows')} value={formatNumber(totals.rowCount)} />
          {breakdown}
          <Figure label={t('totals.total')} value={formatMoney(totals.totalContribution)} strong />
          {status}
        </SimpleGrid>
      )}
    </Paper>
  );
}
