import { TextInput } from '@mantine/core';
import type { LoginResult } from '@pensia/domain/user/user.schema';
import { useTranslation } from 'react-i18next';
import { RecoveryCodes } from '../../../common/ui/recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

/**
 * The second step of an organization's user's sign-in (decision 0104), loaded only when the server asks for it:
 * the key to enrol when the organization requires two-step verification, and the code field.
 */
export function CodeStep(props: { enrolment: NonNullable<LoginResult['totpEnrolment']> | null; value: string; error: string | null; onChange: (value: string) => void }) {
  const { t } = useTranslation('auth');
  return (
    <>
      {props.enrolment ? <TotpEnrolment enrolment={props.enrolment} /> : null}
      <TextInput
        label={t('fields.otp')}
        description={t('login.otpDescription')}
        name="otp"
        autoComplete="one-time-code"
        maxLength={19}
        required
        autoFocus
        value={props.value}
        error={props.error}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </>
  );
}

export { RecoveryCodes };
