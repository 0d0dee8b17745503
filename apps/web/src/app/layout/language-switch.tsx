import { Menu } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState, type ReactElement } from 'react';
import { LANGUAGES } from '@pensia/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { switchLanguagePath } from '../../common/lib/paths';
import { useLangPrefix } from '../../common/lib/use-lang-prefix';
import type { LoadedMenuProps } from './deferred-menu';

/**
 * Switches the interface language and stays on the same screen (`/ge/employees` → `/en/employees`). Loaded on
 * first use (app-header.tsx); its button is `LanguageButton`.
 */
export function LanguageSwitch({ target, openAtOnce }: LoadedMenuProps) {
  const location = useLocation();
  const prefix = useLangPrefix();
  const { t } = useTranslation('layout');
  const here = location.pathname + location.search + location.hash;
  const [opened, setOpened] = useState(openAtOnce);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openAtOnce) button.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when first drawn
  }, []);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target as ReactElement<{ ref?: unknown }>, { ref: button })}</Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.prefix}
            component={Link}
            to={switchLanguagePath(here, l.prefix)}
            state={location.state}
            lang={l.lng}
            aria-current={l.prefix === prefix ? 'true' : undefined}
            fw={l.prefix === prefix ? 700 : undefined}
          >
            {t(`languages.${l.prefix}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
