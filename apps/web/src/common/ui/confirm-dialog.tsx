import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCloseButtonProps } from './close-button-props';

/**
 * Asks before a change is sent (a request edited, say): its title and what it will change, a button to go back
 * and one to send, busy while it is sent. The words are the caller's, in the reader's language.
 */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const closeButton = useCloseButtonProps();
  return (
    <Modal closeButtonProps={closeButton} opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        <Text>{props.text}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            {props.cancelLabel}
          </Button>
          <Button onClick={props.onConfirm} loading={props.busy}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
