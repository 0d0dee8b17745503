import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoginRequestSchema } from '@pensia/domain/user/user.schema';
import { applyApiErrorToForm } from '../../../shared/lib/form-errors';
import { paths } from '../../../shared/lib/paths';
import { completeSignIn } from '../../../shared/session/session-actions';
import { useLoginMutation } from '../api/auth-mutations';
import { AuthCard } from '../components/auth-card';
import { CredentialsFields } from '../components/credentials-fields';
import { FailureAlert } from '../components/failure-alert';
import { requestErrorText } from '../lib/request-errors';
import { useLangPrefix } from '../../../shared/lib/use-lang-prefix';
import { participantSiteUrl } from '../../../shared/lib/participant-site';
import { FirstSignInForm } from '../components/first-sign-in-form';

const LoginFormSchema = LoginRequestSchema.pick({ username: true, password: true });
const FIELDS = ['username', 'password'] as const;

/** Sign-in of an application user: an employer or a self-employed person (section 4 "Login"). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [isEmployeeAccount, setIsEmployeeAccount] = useState(false);
  const [firstSignInToken, setFirstSignInToken] = useState<string | null>(null);
  const openParticipantSite = (token: string) => {
    const site = participantSiteUrl(prefix, token);
    if (site.external) window.location.assign(site.url);
    else void navigate(site.url, { replace: true });
  };
  const form = useForm({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setIsEmployeeAccount(false);
    try {
      const result = await login.mutateAsync(values);
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
      applyApiErrorToForm(form.setError, error, FIELDS);
      setFailure(requestErrorText(error, t));
    }
  });

  if (firstSignInToken) {
    return (
      <AuthCard title={t('login.title')} description={t('login.description')}>
        <FirstSignInForm token={firstSignInToken} onDone={openParticipantSite} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
        <Stack gap="md">
          <FailureAlert title={t('signIn.failedTitle')} failure={failure} />
          {isEmployeeAccount ? (
            <Alert color="blue" title={t('login.employee.title')}>
              {t('login.employee.body')}
            </Alert>
          ) : null}
          <CredentialsFields form={form} />
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
