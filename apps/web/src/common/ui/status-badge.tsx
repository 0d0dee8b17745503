import { Badge, Group, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { useTranslation } from 'react-i18next';

const COLORS = { draft: 'gray', saved: 'blue', open: 'green', closed: 'dark' } as const;

const WHOLE = { root: { flexShrink: 0, maxWidth: 'none' }, label: { overflow: 'visible' } } as const;

/**
 * A badge whose words are shown whole, never cut to their first letters (Georgian and Russian words are long),
 * in the text's own case (Georgian has none).
 */
export function WholeBadge({ children, ...props }: Pick<BadgeProps, 'color' | 'variant'> & { children: ReactNode }) {
  return (
    <Badge radius="sm" tt="none" styles={WHOLE} {...props}>
      {children}
    </Badge>
  );
}

/**
 * The state of a declaration in words (section 4), and "being processed" or "waiting for approval" when it is. Never cut short, and in
 * the text's own case (Georgian has none).
 */
export function StatusBadge({ declaration }: { declaration: Pick<Declaration, 'declarationStatus' | 'isProcessing'> & { awaitingApproval?: boolean } }) {
  const { t } = useTranslation('common');
  return (
    <Group gap={4} wrap="wrap">
      <WholeBadge color={COLORS[declaration.declarationStatus]} variant="light">
        {t(`declarationStatus.${declaration.declarationStatus}`)}
      </WholeBadge>
      {declaration.isProcessing ? (
        <WholeBadge color="orange" variant="outline">
          {t('declarationStatus.processing')}
        </WholeBadge>
      ) : null}
      {declaration.awaitingApproval ? (
        <WholeBadge color="blue" variant="outline">
          {t('declarationStatus.awaitingApproval')}
        </WholeBadge>
      ) : null}
    </Group>
  );
}
