import { Badge } from '@mantine/core';
import type { DifferenceKind } from '@pensia/domain/revenue/comparison';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DifferenceKind, string> = { missingInDeclaration: 'red', missingAtRevenueService: 'orange', amountsDiffer: 'yellow', same: 'green' };

/** The kind of a person's difference in words, never cut short. */
export function KindBadge({ kind }: { kind: DifferenceKind }) {
  const { t } = useTranslation('revenue');
  return (
    <Badge color={COLORS[kind]} variant="light" radius="sm" tt="none" styles={{ root: { flexShrink: 0, maxWidth: 'none', height: 'auto' }, label: { overflow: 'visible', whiteSpace: 'normal' } }}>
      {t(`kinds.${kind}`)}
    </Badge>
  );
}
