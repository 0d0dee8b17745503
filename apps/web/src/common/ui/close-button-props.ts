import { useTranslation } from 'react-i18next';

/**
 * The name of a dialog's or drawer's close button (the UI library draws it as an icon with no name, which a
 * screen reader announces as a bare "button"): pass it as `closeButtonProps`.
 */
export function useCloseButtonProps(): { 'aria-label': string } {
  const { t } = useTranslation('common');
  return { 'aria-label': t('actions.close') };
}
