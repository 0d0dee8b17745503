import { Menu } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState, type ReactElement } from 'react';
import { HOTLINE } from '@pensia/domain/session/session';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../common/lib/paths';
import { useLangPrefix } from '../../common/lib/use-lang-prefix';
import { BookIcon, PhoneIcon, UserIcon } from '../../common/ui/icons';
import type { LoadedMenuProps } from './deferred-menu';

/**
 * Help dropdown (section 2): edit profile (signed in only), user instructions and the hotline. Loaded on first
 * use (app-header.tsx); its button is `HelpButton`.
 */
export function HelpMenu({
  signedIn,
  onEditProfile,
  target,
  openAtOnce,
}: { signedIn: boolean; onEditProfile: () => void } & LoadedMenuProps) {
  const { t } = useTranslation('layout');
  const prefix = useLangPrefix();
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
