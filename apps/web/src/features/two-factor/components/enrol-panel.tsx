import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TwoFactorKey } from '@pensia/domain/user/two-factor.api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../common/lib/api-client';
import { errorText } from '../../../common/lib/i18n';
import { QrCode } from '../../../common/ui/qr-code';
import { useConfirmTwoFactor } from '../api/two-factor-queries';

const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The new key as a QR code and as text, and the code from it that turns two-step verification on. */
export function EnrolPanel({ enrolKey, onEnrolled }: { enrolKey: TwoFactorKey; onEnrolled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation('twoFactor');
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('enrol.codeFormat'));
      return;
    }
    try {
      onEnrolled((await confirm.mutateAsync(code.trim())).recoveryCodes);
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldMessages.code ?? e.message) : errorText('INTERNAL'));
    }
  };
  return (
    <Alert color="blue" title={t('enrol.title')} styles={{ body: { minWidth: 0 } }}>
      <Stack gap="sm">
        <Text size="sm">{t('enrol.body')}</Text>
        <QrCode value={enrolKey.otpauthUri} label={t('enrol.qr')} />
        <Text size="sm" fw={600} id="two-factor-key-label">
          {t('enrol.key')}
        </Text>
        <Code block aria-labelledby="two-factor-key-label" fz="md" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="two-factor-secret">
          {grouped(enrolKey.secret)}
        </Code>
        <CopyButton value={enrolKey.secret}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy} w="fit-content">
              {copied ? t('enrol.copied') : t('enrol.copy')}
            </Button>
          )}
        </CopyButton>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('enrol.title')}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('enrol.code')}
              description={t('enrol.codeDescription')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              error={error}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setError(null);
              }}
            />
            <Button type="submit" loading={confirm.isPending} mt={{ base: 0, xs: 44 }}>
              {t('enrol.confirm')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Alert>
  );
}
