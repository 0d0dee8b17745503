import { useState } from 'react';
import { Alert, Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddBankAccountBodySchema, type BankAccount, type Bank } from '@pensia/domain/banking/banking.schema';
import { checkGeorgianIban } from '@pensia/domain/banking/iban';
import { vmsg } from '@pensia/domain/i18n/messages';
import { ApiError } from '../../../common/lib/api-client';
import { currentLang } from '../../../common/lib/i18n';
import { applyApiErrorToForm, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { useAddBankAccount } from '../api/bank-account-queries';
import { bankName } from '../lib/bank-name';

type Values = { bankId: string; accountNumber: string; isDefault: boolean };

/**
 * The shared rule of the body (a Georgian IBAN) and, once both are given, the rule the server adds: the
 * IBAN's bank code must be the chosen bank's. Checked as the user types.
 */
function resolverFor(banks: readonly Bank[]) {
  const schema = AddBankAccountBodySchema.superRefine((v, ctx) => {
    const bank = banks.find((b) => b.id === v.bankId);
    const check = checkGeorgianIban(v.accountNumber);
    if (bank && check.ok && check.bankCode !== bank.code) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: vmsg('accountBankMismatch') });
  });
  return zodResolver(schema) as never;
}

/** Adds an account of the organization: the bank from the list, the IBAN, optionally as the default. */
export function BankAccountForm({ banks, hasAccounts, onAdded }: { banks: readonly Bank[]; hasAccounts: boolean; onAdded: (account: BankAccount) => void }) {
  const { t } = useTranslation('parameters');
  const lang = currentLang();
  const add = useAddBankAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: resolverFor(banks),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { bankId: '', accountNumber: '', isDefault: false },
  });
  const { errors, isSubmitting, touchedFields } = form.formState;
  const typed = form.watch('accountNumber');
  const recognised = checkGeorgianIban(typed ?? '');
  const bankOfIban = recognised.ok ? banks.find((b) => b.code === recognised.bankCode) : undefined;

  const onSubmit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const account = await add.mutateAsync({ bankId: v.bankId, accountNumber: v.accountNumber, isDefault: v.isDefault });
      form.reset();
      onAdded(account);
    } catch (error) {
      const placed = applyApiErrorToForm(form.setError, error, ['bankId', 'accountNumber'], { ACCOUNT_BANK_MISMATCH: 'accountNumber', ACCOUNT_ALREADY_ADDED: 'accountNumber' });
      if (!placed) setFailure(error instanceof ApiError ? error.message : t('form.failed'));
    }
  });

  const accountNumber = registerClearingServerError(form, 'accountNumber');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="bank-account-form-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="bank-account-form-title">
            {t('form.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={t('form.bank')}
              required
              data={[{ value: '', label: t('form.chooseBank') }, ...banks.map((b) => ({ value: b.id, label: `${bankName(b, lang)} (${b.code})` }))]}
              error={fieldErrorText(errors.bankId)}
              {...registerClearingServerError(form, 'bankId', {
                // a new bank re-checks the IBAN already typed against it
                onChange: () => (touchedFields.accountNumber || form.getValues('accountNumber') ? void form.trigger('accountNumber') : undefined),
              })}
            />
            <TextInput
              label={t('form.accountNumber')}
              description={t('form.accountNumberHint')}
              placeholder="GE00 XX00 0000 0000 0000 00"
              required
              autoComplete="off"
              spellCheck={false}
              maxLength={34}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textTransform: 'uppercase' } }}
              error={fieldErrorText(errors.accountNumber)}
              {...accountNumber}
              onChange={(event) => {
                const result = accountNumber.onChange(event);
                // checked as the user types, once the field holds a whole account number's length
                const value = (event.target as HTMLInputElement).value.replace(/\s/g, '');
                if (value.length >= 22 || form.getFieldState('accountNumber').error) void form.trigger('accountNumber');
                return result;
              }}
            />
          </SimpleGrid>
          {bankOfIban && !errors.accountNumber ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('form.recognised', { bank: bankName(bankOfIban, lang) })}
            </Text>
          ) : null}
          {hasAccounts ? <Checkbox label={t('form.isDefault')} {...form.register('isDefault')} /> : <Text size="sm" c="dimmed">{t('form.firstIsDefault')}</Text>}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

