import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AcceptInvitationFormSchema, type AcceptInvitationForm, type InvitationPreview } from '@pensia/domain/user/org-users.schema';
import { ApiError } from '../../../common/lib/api-client';
import { applyApiErrorToForm } from '../../../common/lib/form-errors';
import { formatDateTime } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { LoadingState } from '../../../common/ui/loading-state';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitation-queries';
import { AuthCard } from '../components/auth-card';
import { FailureAlert } from '../components/failure-alert';
import { ACCOUNT_DEFAULTS, AccountFieldset, SecurityFieldset, type AccountFormValues } from '../components/registration-fields';
import { SignInNext } from '../components/sign-in-next';

/** The new user's username, password and security question; the invitation gives the rest. */
function AcceptForm({ token, preview, onDone }: { token: string; preview: InvitationPreview; onDone: (username: string) => void }) {
  const { t } = useTranslation('orgUsers');
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AccountFormValues, unknown, AcceptInvitationForm>({
    resolver: zodResolver(AcceptInvitationFormSchema) as never,
    mode: 'onTouched',
    defaultValues: ACCOUNT_DEFAULTS,
  });
  const onSubmit = form.handleSubmit(async ({ repeatPassword: _repeat, ...values }) => {
    setFailure(null);
    try {
      await accept.mutateAsync({ ...values, token });
      onDone(values.username);
    } catch (error) {
      applyApiErrorToForm(form.setError, error, ['username', 'password', 'repeatPassword', 'securityQuestionId', 'securityAnswer'], { USERNAME_TAKEN: 'username' });
      setFailure(error instanceof ApiError ? error.message : t('accept.failedTitle'));
    }
  });
  const name = `${preview.firstName} ${preview.lastName}`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('accept.title')}>
      <Stack gap="md">
        <Alert color="blue" role="status">
          <Text size="sm">{t('accept.invited', { organization: preview.organizationName, name, role: t(`roles.${preview.orgRole}`) })}</Text>
          <Text size="sm">{t('accept.expires', { date: formatDateTime(preview.expiresAt) })}</Text>
        </Alert>
        <Text size="sm">{t('accept.instructions')}</Text>
        <FailureAlert title={t('accept.failedTitle')} failure={failure} />
        <AccountFieldset form={form} />
        <SecurityFieldset form={form} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('accept.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** `invitation?token=…`: the link an administrator handed over; open to anyone who holds it. */
export function InvitationPage() {
  const { t } = useTranslation('orgUsers');
  const prefix = useLangPrefix();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitationPreview(token);
  const [done, setDone] = useState<string | null>(null);
  const { t: tAuth } = useTranslation('auth');
  let body;
  if (done) body = <SignInNext title={t('accept.doneTitle')} body={t('accept.doneBody', { username: done })} action={t('accept.toLogin')} />;
  else if (!token) body = <Alert color="red" title={t('accept.unusableTitle')}>{t('accept.noToken')}</Alert>;
  else if (preview.isError)
    body = (
      <Alert color="red" title={t('accept.unusableTitle')} role="alert">
        {preview.error instanceof ApiError ? preview.error.message : tAuth('common.unexpectedError')}
      </Alert>
    );
  else if (!preview.data) body = <LoadingState label={t('accept.loading')} />;
  else body = <AcceptForm token={token} preview={preview.data} onDone={setDone} />;
  return (
    <AuthCard title={t('accept.title')} wide>
      {body}
      <Divider my="lg" />
      <Anchor component={Link} to={paths.login(prefix)} size="sm">
        {tAuth('reset.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
