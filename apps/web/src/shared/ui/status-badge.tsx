import { Badge, Group } from '@mantine/core';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { useTranslation } from 'react-i18next';

const COLORS = { draft: 'gray', saved: 'blue', open: 'green', closed: 'dark' } as const;

/**
 * The state of a declaration in words (section 4), and "being processed" when it is. Never cut short, and in
 * the text's own case (Georgian has none).
 */
export function StatusBadge({ declaration }: { declaration: Pick<Declaration, 'declarationStatus' | 'isProcessing'> }) {
  const { t } = useTranslation('common');
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={COLORS[declaration.declarationStatus]} variant="light" radius="sm" tt="none" styles={{ root: { flexShrink: 0, maxWidth: 'none' }, label: { overflow: 'visible' } }}>
        {t(`declarationStatus.${declaration.declarationStatus}`)}
      </Badge>
      {declaration.isProcessing ? (
        <Badge color="orange" variant="outline" radius="sm" tt="none" styles={{ root: { flexShrink: 0, maxWidth: 'none' }, label: { overflow: 'visible' } }}>
          {t('declarationStatus.processing')}
        </Badge>
      ) : null}
    </Group>
  );
}
