import { Button, Stack, TextInput } from '@mantine/core';
import type { LoginResult } from '@pensia/domain/user/user.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodes } from '../../../common/ui/recovery-codes';
import { requestLogin } from '../api/login';
import { requestErrorText } from '../lib/request-errors';
import { AuthCard } from './auth-card';
import { FailureAlert } from './failure-alert';
import { TotpEnrolment } from './totp-enrolment';

type Tokens = { accessToken: string; refreshToken: string };

/**
 * The second step of an organization's user's sign-in (decision 0104), loaded only when the server asks for it
 * after a right password: the code of the authenticator app or a recovery code; when the organization requires
 * two-step verification of a user without it, first the key to enrol (as a QR code), and once signed in the
 * recovery codes, shown this once before going on.
 */
export function SecondStep(props: { username: string; password: string; first: LoginResult; onSignedIn: (tokens: Tokens) => void }) {
  const { t } = useTranslation('auth');
  const [enrolment, setEnrolment] = useState(props.first.totpEnrolment ?? null);
  const [otp, setOtp] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolled, setEnrolled] = useState<{ codes: string[]; tokens: Tokens } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      const result = await requestLogin({ username: props.username, password: props.password, ...(otp.trim() ? { otp: otp.trim() } : {}) });
      if (result.isValid && result.accessToken && result.refreshToken) {
        const tokens = { accessToken: result.accessToken, refreshToken: result.refreshToken };
        if (result.recoveryCodes?.length) setEnrolled({ codes: result.recoveryCodes, tokens });
        else props.onSignedIn(tokens);
        return;
      }
      setOtp('');
      if (result.totpEnrolment) setEnrolment(result.totpEnrolment);
      // asked for the code again is no failure: the field says what to give
      if (result.code !== 'OTP_REQUIRED' && result.code !== 'OTP_ENROLMENT_REQUIRED') setFailure(result.message || t('signIn.failed'));
    } catch (error) {
      setFailure(requestErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      {enrolled ? (
        <RecoveryCodes codes={enrolled.codes} onDone={() => props.onSignedIn(enrolled.tokens)} />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('login.title')}>
          <Stack gap="md">
            <FailureAlert title={t('signIn.failedTitle')} failure={failure} />
            {enrolment ? <TotpEnrolment enrolment={enrolment} /> : null}
            <TextInput
              label={t('fields.otp')}
              description={t('login.otpDescription')}
              name="otp"
              autoComplete="one-time-code"
              maxLength={19}
              required
              autoFocus
              value={otp}
              onChange={(e) => setOtp(e.currentTarget.value)}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
