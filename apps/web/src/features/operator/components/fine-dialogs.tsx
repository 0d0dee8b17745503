import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImposeFineBodySchema, type FineCandidate, type OperatorFine } from '@pensia/domain/finance/finance.api';
import { FINE_STATUSES, fineTransition, type FineStatus } from '@pensia/domain/finance/fines';
import { ApiError } from '../../../common/lib/api-client';
import { formatDate, formatMoney, formatMonthYear } from '../../../common/lib/format';
import { fieldErrorText } from '../../../common/lib/form-errors';
import { notify } from '../../../common/lib/notify';
import { useSubmissionKey } from '../../../common/lib/submission-key';
import { useCloseButtonProps } from '../../../common/ui/close-button-props';
import { DecisionDialog } from '../../../common/ui/decision-dialog';
import { useFineStatusWord } from '../../../common/ui/fine-status';
import { useChangeFineStatus, useImposeFine } from '../api/fines-api';

/** The dialogs of the back office's fines: imposing one, changing its status. */

/** The statuses a fine in `from` may be given (domain `fineTransition`). */
export function allowedStatuses(from: FineStatus): FineStatus[] {
  return FINE_STATUSES.filter((to) => fineTransition(from, to).allowed);
}

/** An organization as the fines show it: its name, its code below. */
export function Organization({ name, code }: { name: string; code: string }) {
  return (
    <>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed">
        {code}
      </Text>
    </>
  );
}

type ImposeValues = { organizationCode: string; amount: string; reason: string };
type ImposeErrors = Partial<Record<keyof ImposeValues, string>>;

/** Imposing a fine: the organization (fixed for a late declaration), the amount, the reason; then a confirmation. */
export function ImposeDialog({ candidate, onClose }: { candidate: FineCandidate | null; onClose: () => void }) {
  const { t } = useTranslation('fines');
  const closeButton = useCloseButtonProps();
  const impose = useImposeFine();
  const submission = useSubmissionKey();
  const [values, setValues] = useState<ImposeValues>(() => ({
    organizationCode: candidate?.organizationCode ?? '',
    amount: candidate?.suggestedAmount ?? '',
    reason: candidate
      ? t('impose.reasonDefault', {
          number: candidate.declarationNumber,
          month: formatMonthYear(candidate.year, candidate.month),
          days: candidate.daysLate,
          dueDate: formatDate(candidate.dueDate),
        })
      : '',
  }));
  const [errors, setErrors] = useState<ImposeErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const body = { ...values, declarationId: candidate?.declarationId };

  const set = (field: keyof ImposeValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const check = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = ImposeFineBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: ImposeErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ImposeValues;
        next[field] ??= fieldErrorText({ message: issue.message });
      }
      setErrors(next);
      return;
    }
    setConfirming(true);
  };

  const send = () => {
    impose.mutate({ body, key: submission.keyFor(JSON.stringify(body)) }, {
      onSuccess: (fine) => {
        submission.done();
        notify({
          color: 'green',
          message: t('impose.done', { number: fine.number, organization: fine.organizationName }),
        });
        onClose();
      },
      onError: (e) => {
        setConfirming(false);
        if (e instanceof ApiError && Object.keys(e.fieldMessages).length > 0) {
          const next: ImposeErrors = {};
          for (const [key, message] of Object.entries(e.fieldMessages))
            if (key in values) next[key as keyof ImposeValues] = fieldErrorText({ message });
          setErrors(next);
          if (Object.keys(next).length === 0) setFailure(e.message);
        } else setFailure(e instanceof ApiError ? e.message : String(e));
      },
    });
  };

  return (
    <Modal closeButtonProps={closeButton} opened onClose={onClose} centered title={confirming ? t('impose.confirmTitle') : t('impose.title')}>
      {confirming ? (
        <Stack gap="md">
          <Text>
            {candidate
              ? t('impose.confirmText', {
                  amount: formatMoney(values.amount.replace(/\s/g, '')),
                  organization: candidate.organizationName,
                  code: candidate.organizationCode,
                })
              : t('impose.confirmTextCode', {
                  amount: formatMoney(values.amount.replace(/\s/g, '')),
                  code: values.organizationCode.trim(),
                })}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {values.reason.trim()}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('impose.back')}
            </Button>
            <Button color="red" loading={impose.isPending} onClick={send} data-autofocus>
              {t('impose.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={check} noValidate>
          <Stack gap="md">
            {candidate ? (
              <Box>
                <Organization name={candidate.organizationName} code={candidate.organizationCode} />
                <Text size="sm" mt={4}>
                  {t('impose.declaration', {
                    number: candidate.declarationNumber,
                    month: formatMonthYear(candidate.year, candidate.month),
                  })}
                </Text>
              </Box>
            ) : (
              <TextInput
                label={t('impose.organizationCode')}
                inputMode="numeric"
                required
                value={values.organizationCode}
                onChange={(e) => set('organizationCode')(e.currentTarget.value)}
                error={errors.organizationCode}
                data-autofocus
              />
            )}
            <TextInput
              label={t('impose.amount')}
              description={t('impose.amountHint')}
              inputMode="decimal"
              required
              value={values.amount}
              onChange={(e) => set('amount')(e.currentTarget.value)}
              error={errors.amount}
            />
            <Textarea
              label={t('impose.reason')}
              required
              rows={3}
              maxLength={1000}
              value={values.reason}
              onChange={(e) => set('reason')(e.currentTarget.value)}
              error={errors.reason}
            />
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('impose.cancel')}
              </Button>
              <Button type="submit">{t('impose.next')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Changing a fine's status: the statuses the rules allow from the current one, what the change does, a reason. */
export function StatusDialog({ fine, onClose }: { fine: OperatorFine; onClose: () => void }) {
  const { t } = useTranslation('fines');
  const statusWord = useFineStatusWord();
  const change = useChangeFineStatus();
  const submission = useSubmissionKey();
  const options = allowedStatuses(fine.status);
  const [to, setTo] = useState<FineStatus>(options[0]!);
  const effect = `${fine.status}To${to[0]!.toUpperCase()}${to.slice(1)}` as 'validToCanceled';

  return (
    <DecisionDialog
      kind="change"
      title={t('change.title', { number: fine.number })}
      text={
        <>
          <Text size="sm">
            {t('change.summary', {
              organization: fine.organizationName,
              amount: formatMoney(fine.amount),
              status: statusWord(fine.status),
            })}
          </Text>
          <NativeSelect
            label={t('change.to')}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value as FineStatus)}
            data={options.map((s) => ({ value: s, label: statusWord(s) }))}
          />
          <Alert color="blue" variant="light" role="note">
            {t(`change.effect.${effect}`)}
          </Alert>
        </>
      }
      labels={{ reason: t('change.reason'), confirm: t('change.confirm'), cancel: t('change.cancel') }}
      onConfirm={(reason) =>
        change.mutateAsync({ id: fine.id, body: { status: to, reason: reason ?? '' }, key: submission.keyFor(JSON.stringify([fine.id, to, reason ?? ''])) }).then((updated) => {
          submission.done();
          notify({
            color: 'green',
            message: t('change.done', { number: updated.number, status: statusWord(updated.status) }),
          });
        })
      }
      onClose={onClose}
    />
  );
}
