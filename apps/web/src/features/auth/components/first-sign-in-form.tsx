import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { vmsg } from '@pensia/domain/i18n/messages';
import { NewPasswordSchema } from '@pensia/domain/identity/password';
import { participantApi } from '@pensia/domain/participants/participant.api';
import { SecurityAnswerSchema, SecurityQuestionIdSchema } from '@pensia/domain/user/user.schema';
import { apiRequest } from '../../../common/lib/api-client';
import { applyApiErrorToForm, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { FailureAlert } from './failure-alert';
import { NewPasswordFields } from './new-password-fields';
import { SecurityQuestionSelect } from './security-question-select';
import { requestErrorText } from '../lib/request-errors';

const FirstSignInFormSchema = z
  .object({
    newPassword: NewPasswordSchema,
    repeatPassword: z.string().min(1, vmsg('required')),
    securityQuestionId: SecurityQuestionIdSchema,
    securityAnswer: SecurityAnswerSchema,
  })
  .refine((v) => v.newPassword === v.repeatPassword, { path: ['repeatPassword'], message: vmsg('passwordsDoNotMatch') });
type FirstSignInValues = z.input<typeof FirstSignInFormSchema>;
const FIELDS = ['newPassword', 'repeatPassword', 'securityQuestionId', 'securityAnswer'] as const;

/**
 * A participant's first sign-in (`isFirstLogined`): a password of its own and a security question, sent
 * with the sign-in's hand-over token; answered with a new token for the participant site.
 */
export function FirstSignInForm({ token, onDone }: { token: string; onDone: (handoverToken: string) => void }) {
  const { t } = useTranslation('participant');
  const { t: tAuth } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FirstSignInValues, unknown, z.output<typeof FirstSignInFormSchema>>({
    resolver: zodResolver(FirstSignInFormSchema),
    defaultValues: { newPassword: '', repeatPassword: '', securityQuestionId: '' as unknown as number, securityAnswer: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const r = await apiRequest(participantApi.firstSignIn, {
        body: { token, newPassword: values.newPassword, securityQuestionId: values.securityQuestionId, securityAnswer: values.securityAnswer },
      });
      onDone(r.handoverToken);
    } catch (error) {
      applyApiErrorToForm(form.setError, error, FIELDS);
      setFailure(requestErrorText(error, tAuth));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('firstSignIn.title')}>
      <Stack gap="md">
        <Text fw={600}>{t('firstSignIn.title')}</Text>
        <Text size="sm">{t('firstSignIn.description')}</Text>
        <FailureAlert title={tAuth('signIn.failedTitle')} failure={failure} />
        <NewPasswordFields form={form as never} name="newPassword" label={t('firstSignIn.newPassword')} />
        <SecurityQuestionSelect required error={fieldErrorText(errors.securityQuestionId)} {...registerClearingServerError(form, 'securityQuestionId')} />
        <TextInput label={tAuth('fields.securityAnswer')} required error={fieldErrorText(errors.securityAnswer)} {...registerClearingServerError(form, 'securityAnswer')} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('firstSignIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
