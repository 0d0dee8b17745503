import { Box, Button } from '@mantine/core';
import { LANGUAGES } from '@pensia/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useLangPrefix } from '../../common/lib/use-lang-prefix';
import { ChevronDownIcon, GlobeIcon, HelpIcon } from '../../common/ui/icons';

/**
 * The buttons of the header's menus, drawn before their menus are loaded (deferred-menu.tsx) and then as
 * the menus' targets. Props (a ref, the menu's handlers) go to the button.
 */
export function HelpButton(props: object) {
  const { t } = useTranslation('layout');
  return (
    <Button
      variant="subtle"
      color="dark"
      px="xs"
      leftSection={<HelpIcon size={18} />}
      rightSection={<ChevronDownIcon size={14} />}
      aria-label={t('header.help')}
      {...props}
    >
      <Box component="span" visibleFrom="sm">{t('header.help')}</Box>
    </Button>
  );
}

export function LanguageButton(props: object) {
  const { t } = useTranslation('layout');
  const prefix = useLangPrefix();
  const name = t(`languages.${prefix}`);
  return (
    <Button
      variant="subtle"
      color="dark"
      px="xs"
      leftSection={<GlobeIcon size={18} />}
      rightSection={<ChevronDownIcon size={14} />}
      aria-label={t('header.language', { language: name })}
      {...props}
    >
      <span lang={LANGUAGES.find((l) => l.prefix === prefix)?.lng}>{prefix.toUpperCase()}</span>
    </Button>
  );
}
