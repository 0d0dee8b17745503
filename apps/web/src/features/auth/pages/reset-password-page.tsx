import { useId, useState } from 'react';
import { Anchor, Button, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SECURITY_QUESTION_IDS } from '@pensia/domain/user/user.schema';
import { applyApiErrorToForm, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { paths } from '../../../common/lib/paths';
import { useResetPasswordMutation, useResetQuestionMutation } from '../api/auth-mutations';
import { AuthCard } from '../components/auth-card';
import { UsernameField } from '../components/credentials-fields';
import { FailureAlert } from '../components/failure-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { SignInNext } from '../components/sign-in-next';
import { ResetAnswerFormSchema, ResetUsernameFormSchema } from '../lib/form-schemas';
import { requestErrorText } from '../lib/request-errors';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';

interface Question {
  username: string;
  securityQuestionId: number;
}

/** Step 1: whose password is recovered. Answers the security question of that username. */
function UsernameStep({ onQuestion }: { onQuestion: (q: Question) => void }) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const resetQuestion = useResetQuestionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ResetUsernameFormSchema),
    defaultValues: { username: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ username }) => {
    setFailure(null);
    try {
      const { securityQuestionId } = await resetQuestion.mutateAsync(username);
      onQuestion({ username, securityQuestionId });
    } catch (error) {
      applyApiErrorToForm(form.setError, error, ['username']);
      setFailure(requestErrorText(error, t));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz={16} id={titleId}>
            {t('reset.usernameStep.title')}
          </Title>
          <Text size="sm">{t('reset.usernameStep.description')}</Text>
        </div>
        <FailureAlert title={t('reset.failedTitle')} failure={failure} />
        <UsernameField form={form} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('reset.usernameStep.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Step 2: the answer to the security question and the new password. */
function AnswerStep({ question, onDone, onBack }: { question: Question; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const resetPassword = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ResetAnswerFormSchema),
    defaultValues: { securityAnswer: '', newPassword: '', repeatPassword: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const questionId = SECURITY_QUESTION_IDS.find((id) => id === question.securityQuestionId);

  const onSubmit = form.handleSubmit(async ({ securityAnswer, newPassword }) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ username: question.username, securityAnswer, newPassword });
      onDone();
    } catch (error) {
      applyApiErrorToForm(form.setError, error, ['securityAnswer', 'newPassword', 'repeatPassword'], {
        ANSWERS_INVALID: 'securityAnswer',
      });
      setFailure(requestErrorText(error, t));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz={16} id={titleId}>
          {t('reset.answerStep.title')}
        </Title>
        <FailureAlert title={t('reset.failedTitle')} failure={failure} />
        <Text size="sm">{t('reset.answerStep.questionOf', { username: question.username })}</Text>
        <TextInput
          label={questionId ? t(`securityQuestions.q${questionId}`) : t('reset.answerStep.unknownQuestion')}
          autoComplete="off"
          required
          autoFocus
          error={fieldErrorText(errors.securityAnswer)}
          {...registerClearingServerError(form, 'securityAnswer')}
        />
        <NewPasswordFields form={form} name="newPassword" label={t('fields.newPassword')} />
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button variant="default" onClick={onBack}>
            {t('reset.answerStep.back')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('reset.answerStep.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Password recovery through the security question chosen at registration. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const prefix = useLangPrefix();
  const [question, setQuestion] = useState<Question | null>(null);
  const [isDone, setIsDone] = useState(false);

  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')}>
      {isDone ? (
        <SignInNext title={t('reset.success.title')} body={t('reset.success.body')} action={t('reset.success.toLogin')} />
      ) : question ? (
        <AnswerStep question={question} onDone={() => setIsDone(true)} onBack={() => setQuestion(null)} />
      ) : (
        <UsernameStep onQuestion={setQuestion} />
      )}
      <Divider my="lg" />
      <Anchor component={Link} to={paths.login(prefix)} size="sm">
        {t('reset.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
