import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { completeSignIn } from '../../../shared/session/session-actions';
import { requestLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { FailureAlert } from '../components/failure-alert';
import { requestErrorText } from '../lib/request-errors';
import { useSignInForm } from '../lib/use-sign-in-form';
import { useLangPrefix } from '../../../shared/lib/use-lang-prefix';

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
  const form = useSignInForm(async (values) => {
    setFailure(null);
    setIsEmployeeAccount(false);
    try {
      const result = await requestLogin(values);
      if (!result.isValid || !result.accessToken || !result.refreshToken) {
        setFailure(result.message || t('signIn.failed'));
        return;
      }
      // A participant who has signed in before belongs to the employee site, which is not part of this portal.
      if (result.isEmployee && !result.isFirstLogined) {
        setIsEmployeeAccount(true);
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
