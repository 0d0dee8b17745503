import { Button, getDefaultZIndex, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { twoFactorEndpoints } from '@pensia/domain/user/two-factor.endpoints';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '../lib/api-client';
import { errorText } from '../lib/i18n';
import { useCloseButtonProps } from '../ui/close-button-props';
import { stepUpPrompt } from './step-up-prompt';

/**
 * Asks for the second factor again when a write that needs it does (decision 0104: bank accounts, refund
 * requests, approving and sending back, creating an API key or a webhook endpoint): the code of the
 * authenticator app or a recovery code; once the server takes it, the write that asked goes again by itself.
 * Mounted with the signed-in frame, so every such write of every screen gets it.
 */
export function StepUpDialog() {
  const { t } = useTranslation('twoFactor');
  const closeButton = useCloseButtonProps();
  const opened = useSyncExternalStore(stepUpPrompt.subscribe, stepUpPrompt.isAsking, () => false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => stepUpPrompt.attach(), []);
  useEffect(() => {
    if (opened) {
      setCode('');
      setError(null);
    }
  }, [opened]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (!/^\d{6}$/.test(value) && !/^[A-Za-z0-9]{4}(?:[- ]?[A-Za-z0-9]{4}){3}$/.test(value)) {
      setError(t('stepUp.codeFormat'));
      return;
    }
    setBusy(true);
    try {
      await apiRequest(twoFactorEndpoints.stepUp, { body: { code: value } });
      stepUpPrompt.answer(true);
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldMessages.code ?? e.message) : errorText('INTERNAL'));
    } finally {
      setBusy(false);
    }
  };

  return (
    // above the dialog whose write asked for it (an API key's, a decision's), which stays open behind it as filled in
    <Modal closeButtonProps={closeButton} opened={opened} onClose={() => stepUpPrompt.answer(false)} title={t('stepUp.title')} centered zIndex={getDefaultZIndex('modal') + 10}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('stepUp.title')}>
        <Stack gap="md">
          <Text size="sm">{t('stepUp.body')}</Text>
          <TextInput
            label={t('stepUp.code')}
            description={t('stepUp.codeDescription')}
            name="stepUpCode"
            autoComplete="one-time-code"
            required
            data-autofocus
            value={code}
            error={error}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => stepUpPrompt.answer(false)}>
              {t('stepUp.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('stepUp.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
