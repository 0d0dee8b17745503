import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../common/lib/api-client';
import { errorText } from '../../../common/lib/i18n';
import { notify } from '../../../common/lib/notify';
import { useDisableTwoFactor } from '../api/two-factor-queries';

/** Turns two-step verification off with a current code or a recovery code. */
export function DisableForm() {
  const { t } = useTranslation('twoFactor');
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('stepUp.codeFormat'));
      return;
    }
    try {
      await disable.mutateAsync(code.trim());
      setCode('');
      void notify({ color: 'green', message: t('disable.done') });
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldMessages.code ?? e.message) : errorText('INTERNAL'));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="two-factor-disable-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="two-factor-disable-title">
          {t('disable.title')}
        </Title>
        <Text size="sm">{t('disable.body')}</Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('disable.code')}
            description={t('stepUp.codeDescription')}
            name="disableCode"
            autoComplete="one-time-code"
            required
            value={code}
            error={error}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setError(null);
            }}
          />
          <Button type="submit" color="red" variant="light" loading={disable.isPending} mt={{ base: 0, xs: 44 }}>
            {t('disable.button')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
