import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorIcon, OkIcon, SuggestIcon, WarningIcon } from '../../../common/ui/icons';

/**
 * The three tiers of a row's messages, told apart by colour, icon and a word: an error blocks activation,
 * a warning does not, a suggested value is what the portal computes. Shades chosen for AA contrast on white.
 */
export type Tier = 'error' | 'warning' | 'suggested' | 'ok';

const LOOK: Record<Tier, { color: string; Icon: typeof ErrorIcon }> = {
  error: { color: 'red.8', Icon: ErrorIcon },
  warning: { color: 'orange.9', Icon: WarningIcon },
  suggested: { color: 'blue.8', Icon: SuggestIcon },
  ok: { color: 'green.9', Icon: OkIcon },
};

export function IssueText({ tier, children, size = 'sm' }: { tier: Tier; children: ReactNode; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('declarations');
  const { color, Icon } = LOOK[tier];
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c={color} data-tier={tier}>
      <Icon size={size === 'xs' ? 14 : 16} style={{ flex: 'none', marginTop: 2 }} />
      <Text size={size} c={color} component="span">
        <Text span fw={700} inherit>
          {t(`tiers.${tier}`)}:
        </Text>{' '}
        {children}
      </Text>
    </Group>
  );
}
