import { Box, Button, Menu } from '@mantine/core';
import { HOTLINE } from '@pensia/domain/session/session';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { useLangPrefix } from '../../shared/lib/use-lang-prefix';
import { BookIcon, ChevronDownIcon, HelpIcon, PhoneIcon, UserIcon } from '../../shared/ui/icons';

/** Help dropdown (section 2): edit profile (signed in only), user instructions and the hotline. */
export function HelpMenu({ signedIn, onEditProfile }: { signedIn: boolean; onEditProfile: () => void }) {
  const { t } = useTranslation('layout');
  const prefix = useLangPrefix();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          px="xs"
          leftSection={<HelpIcon size={18} />}
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={t('header.help')}
        >
          <Box component="span" visibleFrom="sm">{t('header.help')}</Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {signedIn && (
          <Menu.Item leftSection={<UserIcon size={16} />} onClick={onEditProfile}>
            {t('header.editProfile')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<BookIcon size={16} />} component={Link} to={paths.instruction(prefix)}>
          {t('header.instructions')}
        </Menu.Item>
        <Menu.Item leftSection={<PhoneIcon size={16} />} component="a" href={`tel:${HOTLINE.replace(/\s/g, '')}`}>
          {t('header.hotline', { phone: HOTLINE })}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
