import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../common/lib/paths';
import { completeSignIn } from '../../../common/session/session-actions';
import { requestLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { FailureAlert } from '../components/failure-alert';
import { requestErrorText } from '../lib/request-errors';
import { useSignInForm } from '../lib/use-sign-in-form';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { participantSiteUrl } from '../../../common/lib/participant-site';
import type { LoginResult } from '@pensia/domain/user/user.schema';

// a participant's first sign-in only: its form (with its schemas) is loaded when needed
const FirstSignInForm = lazy(() => import('../components/first-sign-in-form').then((m) => ({ default: m.FirstSignInForm })));
// an organization's user with two-step verification (decision 0104): the code, asked for after the password
const SecondStep = lazy(() => import('../components/second-step').then((m) => ({ default: m.SecondStep })));

/**
 * Sign-in of an application user: an employer or a self-employed person (section 4 "Login"). The first
 * screen of most visits: it loads no schema, form or query library (docs/decisions/0026).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [isEmployeeAccount, setIsEmployeeAccount] = useState(false);
  const [firstSignInToken, setFirstSignInToken] = useState<string | null>(null);
  const [second, setSecond] = useState<{ username: string; password: string; first: LoginResult } | null>(null);
  const openParticipantSite = (token: string) => {
    const site = participantSiteUrl(prefix, token);
    if (site.external) window.location.assign(site.url);
    else void navigate(site.url, { replace: true });
  };
  const form = useSignInForm(async (values) => {
    setFailure(null);
    setIsEmployeeAccount(false);
    try {
      const result = await requestLogin(values);
      if (result.code?.startsWith('OTP_')) {
        setSecond({ ...values, first: result });
        return;
      }
      if (!result.isValid) {
        setFailure(result.message || t('signIn.failed'));
        return;
      }
      // A participant goes to the participant site with a single-use token; the first time, it sets its own
      // password before.
      if (result.isEmployee && result.handoverToken) {
        if (result.isFirstLogined) setFirstSignInToken(result.handoverToken);
        else openParticipantSite(result.handoverToken);
        return;
      }
      if (result.isEmployee) {
        setIsEmployeeAccount(true);
        return;
      }
      if (!result.accessToken || !result.refreshToken) {
        setFailure(result.message || t('signIn.failed'));
        return;
      }
      await completeSignIn({ accessToken: result.accessToken, refreshToken: result.refreshToken }, false);
      await navigate(paths.home(prefix));
    } catch (error) {
      form.applyApiError(error);
      setFailure(requestErrorText(error, t));
    }
  });
  const { isSubmitting } = form;

  if (second) {
    return (
      <Suspense fallback={null}>
        <SecondStep {...second} onSignedIn={(tokens) => void completeSignIn(tokens, false).then(() => navigate(paths.home(prefix)))} />
      </Suspense>
    );
  }

  if (firstSignInToken) {
    return (
      <AuthCard title={t('login.title')} description={t('login.description')}>
        <Suspense fallback={null}>
          <FirstSignInForm token={firstSignInToken} onDone={openParticipantSite} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      <form onSubmit={(event) => void form.onSubmit(event)} noValidate aria-label={t('login.title')}>
        <Stack gap="md">
          <FailureAlert title={t('signIn.failedTitle')} failure={failure} />
          {isEmployeeAccount ? (
            <Alert color="blue" title={t('login.employee.title')}>
              {t('login.employee.body')}
            </Alert>
          ) : null}
          <TextInput label={t('fields.username')} autoComplete="username" required {...form.field('username')} />
          <PasswordInput label={t('fields.password')} autoComplete="current-password" required {...form.field('password')} />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor component={Link} to={paths.accountReset(prefix)} size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Divider my="lg" />
      <Stack gap={6}>
        <Text size="sm">{t('login.noAccount')}</Text>
        <Anchor component={Link} to={paths.register(prefix)} size="sm">
          {t('login.registerPerson')}
        </Anchor>
        <Anchor component={Link} to={paths.registerLegalEntity(prefix)} size="sm">
          {t('login.registerLegalEntity')}
        </Anchor>
        <Anchor component={Link} to={paths.adminLogin(prefix)} size="sm" mt="xs">
          {t('login.operatorSignIn')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
