import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyApiErrorToForm } from '../../../shared/lib/form-errors';
import { paths } from '../../../shared/lib/paths';
import { completeSignIn } from '../../../shared/session/session-actions';
import { useLoginMutation } from '../api/auth-mutations';
import { AuthCard } from '../components/auth-card';
import { CredentialsFields } from '../components/credentials-fields';
import { FailureAlert } from '../components/failure-alert';
import { requestErrorText } from '../lib/request-errors';
import { checkCredentials, credentialsToSend, type Credentials } from '../lib/sign-in-checks';
import { useLangPrefix } from '../../../shared/lib/use-lang-prefix';

/** The request schema's checks written out (lib/sign-in-checks.ts): the sign-in page loads no schema library. */
const resolver: Resolver<Credentials> = (values) => {
  const errors = checkCredentials(values);
  const invalid = Object.entries(errors).map(([name, message]) => [name, { type: 'validation', message }]);
  return invalid.length ? { values: {}, errors: Object.fromEntries(invalid) } : { values: credentialsToSend(values), errors: {} };
};
const FIELDS = ['username', 'password'] as const;

/** Sign-in of an application user: an employer or a self-employed person (section 4 "Login"). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [isEmployeeAccount, setIsEmployeeAccount] = useState(false);
  const form = useForm({
    resolver,
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setIsEmployeeAccount(false);
    try {
      const result = await login.mutateAsync(values);
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
      applyApiErrorToForm(form.setError, error, FIELDS);
      setFailure(requestErrorText(error, t));
    }
  });

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
