import { Alert, Anchor, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@pensia/domain/user/user.schema';
import { QrCode } from '../../../common/ui/qr-code';

type Enrolment = NonNullable<LoginResult['totpEnrolment']>;

/** The key in groups of four characters, as authenticator apps show it. */
function grouped(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * First operator sign-in without a second factor: the key to add to an authenticator app, as a QR code to
 * scan, as text to type or copy, and as an `otpauth://` link that opens the app on a phone.
 */
export function TotpEnrolment({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="blue" title={t('adminLogin.enrolment.title')} styles={{ body: { minWidth: 0 } }}>
      <Stack gap="xs">
        <Text size="sm">{t('adminLogin.enrolment.body')}</Text>
        <QrCode value={enrolment.otpauthUri} label={t('adminLogin.enrolment.qr')} />
        <Text size="sm" fw={600} id="totp-key-label">
          {t('adminLogin.enrolment.key')}
        </Text>
        <Code block aria-labelledby="totp-key-label" fz="md" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {grouped(enrolment.secret)}
        </Code>
        <Group gap="sm" wrap="wrap">
          <CopyButton value={enrolment.secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('adminLogin.enrolment.copied') : t('adminLogin.enrolment.copy')}
              </Button>
            )}
          </CopyButton>
          <Anchor href={enrolment.otpauthUri} size="sm">
            {t('adminLogin.enrolment.openApp')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
