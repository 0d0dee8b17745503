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
// two-step verification of an organization's user (decision 0104): the key to enrol and the recovery codes, when asked
const secondStep = () => import('../components/second-step');
const CodeStep = lazy(() => secondStep().then((m) => ({ default: m.CodeStep })));
const RecoveryCodes = lazy(() => secondStep().then((m) => ({ default: m.RecoveryCodes })));

type Enrolment = NonNullable<LoginResult['totpEnrolment']>;
const ASKS_FOR_CODE = ['OTP_REQUIRED', 'OTP_INVALID', 'OTP_ENROLMENT_REQUIRED'];

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
  const openParticipantSite = (token: string) => {
    const site = participantSiteUrl(prefix, token);
    if (site.external) window.location.assign(site.url);
    else void navigate(site.url, { replace: true });
  };
  const [isCodeShown, setIsCodeShown] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  // the sign-in that completed an enrolment its organization requires: its recovery codes, then the portal
  const [enrolled, setEnrolled] = useState<{ codes: string[]; tokens: { accessToken: string; refreshToken: string } } | null>(null);
  const form = useSignInForm(async (values) => {
    setFailure(null);
    setIsEmployeeAccount(false);
    if (isCodeShown && !otp.trim()) {
      setOtpError(t('login.otpDescription'));
      return;
    }
    try {
      const result = await requestLogin({ ...values, ...(isCodeShown ? { otp: otp.trim() } : {}) });
      if (!result.isValid) {
        // an account with two-step verification: the code is the next step, not a failure
        if (result.code && ASKS_FOR_CODE.includes(result.code)) {
          setIsCodeShown(true);
          setOtp('');
          const next = result.totpEnrolment ?? (result.code === 'OTP_INVALID' ? enrolment : null);
          setEnrolment(next);
          if (result.code === 'OTP_INVALID') setOtpError(result.message || t('signIn.failed'));
          return;
        }
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
      if (result.recoveryCodes?.length) {
        setEnrolled({ codes: result.recoveryCodes, tokens: { accessToken: result.accessToken, refreshToken: result.refreshToken } });
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

  if (enrolled) {
    return (
      <AuthCard title={t('login.title')} description={t('login.description')}>
        <Suspense fallback={null}>
          <RecoveryCodes
            codes={enrolled.codes}
            onDone={() => void completeSignIn(enrolled.tokens, false).then(() => navigate(paths.home(prefix)))}
          />
        </Suspense>
      </AuthCard>
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
          {isCodeShown ? (
            <Suspense fallback={null}>
              <CodeStep
                enrolment={enrolment}
                value={otp}
                error={otpError}
                onChange={(value) => {
                  setOtp(value);
                  setOtpError(null);
                }}
              />
            </Suspense>
          ) : null}
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
