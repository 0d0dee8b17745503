import { useCallback, useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { draftStorage } from '../lib/draft-storage';
import { RowForm, type RowFormProps } from './row-form';

export interface RowFormModalProps extends RowFormProps {
  opened: boolean;
  /** The form was filled from a draft kept in the browser: what it holds was typed, and closing asks too. */
  restored?: boolean;
}

/**
 * The row form in a dialog. Escape, the close button, a click outside and Cancel close it at once when nothing
 * was typed; otherwise a question comes first, and only "Discard" throws the typed row away (the draft kept in
 * the browser with it). Escape in the birth-date picker closes the picker alone (common/ui/date-field.tsx).
 */
export function RowFormModal({ opened, restored = false, ...rest }: RowFormModalProps) {
  const { t } = useTranslation('declarations');
  const typed = useRef(false);
  const [asking, setAsking] = useState(false);
  const onTypedChange = useCallback((v: boolean) => {
    typed.current = v;
  }, []);

  const discard = () => {
    setAsking(false);
    typed.current = false;
    draftStorage.writeRow(rest.declaration.id, null);
    rest.onCancel();
  };
  const requestClose = () => {
    if (typed.current || restored) setAsking(true);
    else discard();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        size="xl"
        title={t('rowForm.dialogTitle')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        closeOnEscape={!asking}
      >
        {opened ? <RowForm {...rest} onRequestCancel={requestClose} onTypedChange={onTypedChange} /> : null}
      </Modal>
      {/* put on the page only while asking: a question always there would hear the very Escape that asks it and
          close at once (each dialog listens to Escape on the window) */}
      {opened && asking ? (
        <Modal
          opened
          onClose={() => setAsking(false)}
          title={t('rowForm.discardTitle')}
          centered
          size="sm"
          closeButtonProps={{ 'aria-label': t('actions.close') }}
          zIndex={300}
        >
          <Stack gap="md">
            <Text>{t('rowForm.discardText')}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={discard}>
                {t('rowForm.discard')}
              </Button>
              <Button onClick={() => setAsking(false)} data-autofocus>
                {t('rowForm.keepEditing')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </>
  );
}
