import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { TwoFactorKey } from '@pensia/domain/user/two-factor.api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../common/lib/api-client';
import { errorText } from '../../../common/lib/i18n';
import { useSession } from '../../../common/session/session-store';
import { LoadingState } from '../../../common/ui/loading-state';
import { useStartTwoFactor, useTwoFactorStatus } from '../api/two-factor-queries';
import { DisableForm } from '../components/disable-form';
import { EnrolPanel } from '../components/enrol-panel';
import { OrganizationSecurity } from '../components/organization-security';
import { RecoveryCodes } from '../../../common/ui/recovery-codes';

/**
 * Two-step verification of the signed-in user of an organization (decision 0104): set it up (a key for an
 * authenticator app, a code from it, 10 recovery codes shown once), see it is on, turn it off; the
 * organization's administrator also requires it of every user here.
 */
export function TwoFactorPage() {
  const { t } = useTranslation('twoFactor');
  const isAdministrator = useSession((s) => !s.isAdmin && s.user?.orgRole === 'administrator');
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const [enrolKey, setEnrolKey] = useState<TwoFactorKey | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onStart = async () => {
    setFailure(null);
    try {
      setEnrolKey(await start.mutateAsync());
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : errorText('INTERNAL'));
    }
  };

  let body;
  if (status.isPending) body = <LoadingState />;
  else if (status.isError) body = <Alert color="red">{status.error instanceof ApiError ? status.error.message : errorText('INTERNAL')}</Alert>;
  else if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (status.data.enrolled) {
    body = (
      <Stack gap="lg">
        <Alert color="green" title={t('status.on')}>
          {t('status.recoveryLeft', { count: status.data.recoveryCodesLeft })}
        </Alert>
        {status.data.organizationRequires ? <Text size="sm">{t('status.required')}</Text> : <DisableForm />}
      </Stack>
    );
  } else if (enrolKey) {
    body = (
      <EnrolPanel
        enrolKey={enrolKey}
        onEnrolled={(codes) => {
          setEnrolKey(null);
          setRecoveryCodes(codes);
        }}
      />
    );
  } else {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color={status.data.organizationRequires ? 'orange' : 'gray'} title={t('status.off')} w="100%">
          {status.data.organizationRequires ? t('status.required') : null}
        </Alert>
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Button onClick={() => void onStart()} loading={start.isPending}>
          {t('start.button')}
        </Button>
      </Stack>
    );
  }

  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={24}>
          {t('page.title')}
        </Title>
        <Text size="sm">{t('page.intro')}</Text>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          {body}
        </Paper>
        {isAdministrator && status.data ? <OrganizationSecurity requires={status.data.organizationRequires} /> : null}
      </Stack>
    </Container>
  );
}
