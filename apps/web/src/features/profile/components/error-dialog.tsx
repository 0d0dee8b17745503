import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ErrorDialogProps {
  /** The text to show; the dialog is open while there is one. */
  message: string | null;
  onClose: () => void;
}

/** The dialog a failed save opens, with the server's message (section 8). */
export function ErrorDialog({ message, onClose }: ErrorDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={t('errorDialog.title')}
      // the dialog's own Close button and the Escape key close it; a second close control would repeat them
      withCloseButton={false}
      centered
      zIndex={400}
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('errorDialog.close')}
        </Button>
      </Group>
    </Modal>
  );
}
