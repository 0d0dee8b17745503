import { Box, NavLink } from '@mantine/core';
import type { LanguagePrefix } from '@pensia/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../common/lib/paths';
import { useLangPrefix } from '../../common/lib/use-lang-prefix';
import { useSession } from '../../common/session/session-store';
import type { User } from '@pensia/domain/user/user.schema';

type MenuKey =
  | 'newDeclarations'
  | 'approvals'
  | 'revenueServiceComparison'
  | 'reversingAnnualDeclarations'
  | 'closedDeclarations'
  | 'reversedDeclarations'
  | 'employees'
  | 'detailedBalance'
  | 'fines'
  | 'correspondence'
  | 'parameters';

/**
 * Menu of the signed-in user in the portal's order (docs/architecture.md, routes). Links keep the current
 * language: the original always went to /ge, which threw English and Russian users back to Georgian.
 */
export const MENU_ITEMS: readonly {
  key: MenuKey;
  to: (p: LanguagePrefix) => string;
  also?: (p: LanguagePrefix) => string;
  /** an employer's item only: a self-employed person has no employees */
  employer?: true;
  /** shown only to the users it is for (by role, by the organization's settings) */
  shownTo?: (user: User) => boolean;
}[] = [
  { key: 'newDeclarations', to: paths.home },
  // the administrator decides there whether approval is required; the others see it once it is
  {
    key: 'approvals',
    to: paths.approvals,
    shownTo: (u) => u.orgRole === 'administrator' || u.organizationRequiresApproval === true,
  },
  { key: 'revenueServiceComparison', to: paths.revenueServiceComparison },
  { key: 'reversingAnnualDeclarations', to: paths.reversingAnnualDeclarations },
  { key: 'closedDeclarations', to: paths.declarationsClosed },
  { key: 'reversedDeclarations', to: paths.declarationsReversed },
  { key: 'employees', to: paths.employees, employer: true },
  { key: 'detailedBalance', to: paths.detailedBalance },
  { key: 'fines', to: paths.fines },
  // one screen of notifications and letters side by side: either tab keeps the item lit
  { key: 'correspondence', to: paths.notifications, also: (p) => paths.letters(p) },
  { key: 'parameters', to: paths.parameters },
];

/**
 * The menu items of a user: a self-employed person's leaves out the employer's items, and an item for some
 * users only is left out for the others.
 */
export function menuItemsFor(user: User | null | undefined) {
  return MENU_ITEMS.filter(
    (item) =>
      !(item.employer && user?.role === 'selfEmployed') && (!item.shownTo || (user ? item.shownTo(user) : false)),
  );
}

export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const prefix = useLangPrefix();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const here = pathname.replace(/\/+$/, '') || '/';
  return (
    // the browser's own scrolling: the library's scroll area measures itself and renders again after it mounts,
    // in the task of every signed-in screen's first commit (docs/decisions/0042)
    <Box h="100%" style={{ overflowY: 'auto' }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 'var(--mantine-spacing-xs)' }}>
        {menuItemsFor(user).map((item) => {
          const to = item.to(prefix);
          // a screen under a menu item's (the transactions under the detailed balance) keeps the item lit
          const under = (path: string) => here === path || (path !== paths.home(prefix) && here.startsWith(`${path}/`));
          const active = under(to) || (item.also ? under(item.also(prefix)) : false);
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
