import { useState } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { vmsg } from '@pensia/domain/i18n/messages';
import { OperatorLoginRequestSchema, type LoginResult } from '@pensia/domain/user/user.schema';
import { ApiError } from '../../../common/lib/api-client';
import { applyServerFieldErrors, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { paths } from '../../../common/lib/paths';
import { completeSignIn } from '../../../common/session/session-actions';
import { useOperatorLoginMutation } from '../api/auth-mutations';
import { AuthCard } from '../components/auth-card';
import { CredentialsFields } from '../components/credentials-fields';
import { FailureAlert } from '../components/failure-alert';
import { TotpEnrolment } from '../components/totp-enrolment';
import { requestErrorText } from '../lib/request-errors';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';

const OperatorLoginFormSchema = OperatorLoginRequestSchema.pick({ username: true, password: true, otp: true });
const FIELDS = ['username', 'password', 'otp'] as const;

/** Whether the server asks for the one-time code of the operator's authenticator app. */
function asksForCode(result: Pick<LoginResult, 'code' | 'otpRequired' | 'totpEnrolment'>): boolean {
  return (
    result.code === 'OTP_REQUIRED' ||
    result.code === 'OTP_INVALID' ||
    result.code === 'OTP_ENROLMENT_REQUIRED' ||
    result.otpRequired === true ||
    result.totpEnrolment !== undefined
  );
}

type Enrolment = NonNullable<LoginResult['totpEnrolment']>;

/** Sign-in of an agency operator: username, password and, when the account has a second factor, a 6-digit code. */
export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const login = useOperatorLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [isCodeShown, setIsCodeShown] = useState(false);
  // a key being enrolled stays on screen while the operator retries a mistyped code
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const form = useForm({
    resolver: zodResolver(OperatorLoginFormSchema),
    defaultValues: { username: '', password: '', otp: undefined },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (isCodeShown && !values.otp) {
      form.setError('otp', { type: 'required', message: vmsg('otpFormat') }, { shouldFocus: true });
      return;
    }
    try {
      const result = await login.mutateAsync(values);
      if (!result.isValid || !result.accessToken || !result.refreshToken) {
        if (asksForCode(result)) {
          setIsCodeShown(true);
          form.setValue('otp', undefined);
        }
        const nextEnrolment = result.totpEnrolment ?? (result.code === 'OTP_INVALID' ? enrolment : null);
        setEnrolment(nextEnrolment);
        // Asking for the code is a step, not a failure: the code field (focused, with its description) or the
        // enrolment panel explains it, and the server's text would only repeat it.
        const isNextStep = result.code === 'OTP_REQUIRED' || (nextEnrolment !== null && result.code !== 'OTP_INVALID');
        setFailure(isNextStep ? null : result.message || t('signIn.failed'));
        return;
      }
      await completeSignIn({ accessToken: result.accessToken, refreshToken: result.refreshToken }, true);
      // an operator works in its back office until it opens an organization's portal
      await navigate(paths.operator(prefix));
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.code === 'OTP_REQUIRED' || error.code === 'OTP_INVALID') setIsCodeShown(true);
        applyServerFieldErrors(form.setError, error.fieldMessages, FIELDS);
      }
      setFailure(requestErrorText(error, t));
    }
  });

  return (
    <AuthCard title={t('adminLogin.title')} description={t('adminLogin.description')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('adminLogin.title')}>
        <Stack gap="md">
          <FailureAlert title={t('signIn.failedTitle')} failure={failure} />
          {enrolment ? <TotpEnrolment enrolment={enrolment} /> : null}
          <CredentialsFields form={form} />
          {isCodeShown ? (
            <TextInput
              label={t('fields.otp')}
              description={t('adminLogin.otpDescription')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              autoFocus
              error={fieldErrorText(errors.otp)}
              {...registerClearingServerError(form, 'otp', {
                setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
              })}
            />
          ) : null}
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('adminLogin.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={paths.login(prefix)} size="sm" mt="lg" display="inline-block">
        {t('adminLogin.userSignIn')}
      </Anchor>
    </AuthCard>
  );
}
