import { Button, Menu } from '@mantine/core';
import { LANGUAGES } from '@pensia/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { switchLanguagePath } from '../../shared/lib/paths';
import { useLangPrefix } from '../../shared/lib/use-lang-prefix';
import { ChevronDownIcon, GlobeIcon } from '../../shared/ui/icons';

/** Switches the interface language and stays on the same screen (`/ge/employees` → `/en/employees`). */
export function LanguageSwitch() {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const prefix = useLangPrefix();
  const here = location.pathname + location.search + location.hash;
  const name = t(`languages.${prefix}`);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          px="xs"
          leftSection={<GlobeIcon size={18} />}
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={t('header.language', { language: name })}
        >
          <span lang={LANGUAGES.find((l) => l.prefix === prefix)?.lng}>{prefix.toUpperCase()}</span>
        </Button>
      </Menu.Target>
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
