import { Center, Loader, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The loading view of a part of a screen: a live status holding the spinner, named by the label. The UI library
 * draws the spinner as a span, on which a name is not allowed without a role: it is an image of the label.
 */
export function LoadingState({ label, size }: { label?: string; size?: MantineSize }) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status">
      <Loader size={size} role="img" aria-label={label ?? t('status.loading')} />
    </Center>
  );
}
