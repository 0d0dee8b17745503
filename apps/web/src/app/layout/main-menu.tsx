import { Box, NavLink } from '@mantine/core';
import type { LanguagePrefix } from '@pensia/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { useLangPrefix } from '../../shared/lib/use-lang-prefix';

type MenuKey =
  | 'newDeclarations'
  | 'revenueServiceComparison'
  | 'reversingAnnualDeclarations'
  | 'closedDeclarations'
  | 'reversedDeclarations'
  | 'employees'
  | 'detailedBalance'
  | 'parameters';

/**
 * Menu of the signed-in user in the order of the specification (section 2). Links keep the current
 * language: the original always went to /ge, which threw English and Russian users back to Georgian.
 */
export const MENU_ITEMS: readonly { key: MenuKey; to: (p: LanguagePrefix) => string }[] = [
  { key: 'newDeclarations', to: paths.home },
  { key: 'revenueServiceComparison', to: paths.revenueServiceComparison },
  { key: 'reversingAnnualDeclarations', to: paths.reversingAnnualDeclarations },
  { key: 'closedDeclarations', to: paths.declarationsClosed },
  { key: 'reversedDeclarations', to: paths.declarationsReversed },
  { key: 'employees', to: paths.employees },
  { key: 'detailedBalance', to: paths.detailedBalance },
  { key: 'parameters', to: paths.parameters },
];

export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const prefix = useLangPrefix();
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, '') || '/';
  return (
    // the browser's own scrolling: the library's scroll area measures itself and renders again after it mounts,
    // in the task of every signed-in screen's first commit (docs/decisions/0042)
    <Box h="100%" style={{ overflowY: 'auto' }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 'var(--mantine-spacing-xs)' }}>
        {MENU_ITEMS.map((item) => {
          const to = item.to(prefix);
          // a screen under a menu item's (the transactions under the detailed balance) keeps the item lit
          const active = here === to || (to !== paths.home(prefix) && here.startsWith(`${to}/`));
          return (
            <li key={item.key}>
              <NavLink
                component={Link}
                to={to}
                label={t(`menu.${item.key}`)}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
