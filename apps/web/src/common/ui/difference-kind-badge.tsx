import { Badge } from '@mantine/core';
import type { DifferenceKind } from '@pensia/domain/revenue/comparison';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DifferenceKind, string> = { missingInDeclaration: 'red', missingAtRevenueService: 'orange', amountsDiffer: 'yellow', same: 'green' };

/** The kind of a person's difference in words, never cut short; with `count`, how many people are of that kind. */
export function KindBadge({ kind, count }: { kind: DifferenceKind; count?: number }) {
  const { t } = useTranslation('revenue');
  return (
    <Badge color={COLORS[kind]} variant="light" radius="sm" tt="none" styles={{ root: { flexShrink: 0, maxWidth: 'none', height: 'auto' }, label: { overflow: 'visible', whiteSpace: 'normal' } }}>
      {t(`kinds.${kind}`)}
      {count === undefined ? null : `: ${count}`}
    </Badge>
  );
}
