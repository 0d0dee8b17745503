import { EmptyState, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InboxIcon } from './icons';

/** The honest state of a list with nothing to show: a title and what will appear here. */
export function EmptyListState({ description, title }: { description: string; title?: string }) {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState withIndicatorBackground>
        <EmptyState.Indicator>
          <InboxIcon size={28} />
        </EmptyState.Indicator>
        <EmptyState.Title order={2}>{title ?? t('empty.title')}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
      </EmptyState>
    </Paper>
  );
}
