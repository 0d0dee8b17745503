import { useState } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BankAccount } from '@pensia/domain/banking/banking.schema';
import { formatIban } from '@pensia/domain/banking/iban';
import { PositiveAmountInputSchema } from '@pensia/domain/finance/finance.api';
import { vmsg } from '@pensia/domain/i18n/messages';
import type { RefundDocType } from '@pensia/domain/refunds/refunds';
import type { NamedCode, Refund } from '@pensia/domain/refunds/refunds.api';
import { ApiError } from '../../../common/lib/api-client';
import { fieldErrorText } from '../../../common/lib/form-errors';
import { formatMoney } from '../../../common/lib/format';
import { currentLang } from '../../../common/lib/i18n';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { formDataSignature, useSubmissionKey } from '../../../common/lib/submission-key';
import { useCreateRefund, useUpdateRefund } from '../api/refund-queries';
import { refundFormData, type RefundFormValues } from '../lib/refund-form';
import { useChosenDocuments } from '../../../common/lib/use-chosen-documents';
import { ConfirmDialog } from '../../../common/ui/confirm-dialog';
import { TypedDocumentsField, type ChosenDocument } from '../../../common/ui/typed-documents-field';

type Field = keyof RefundFormValues | 'documents' | 'documentTypes';

const bankLine = (account: BankAccount, lang: 'ka' | 'en' | 'ru') =>
  `${lang === 'ka' ? account.bank.nameKa : lang === 'ru' ? account.bank.nameRu : account.bank.nameEn}, SWIFT ${account.bank.bic}`;

/** Checks of the form, with the shared rules (the server checks the same, and the balance). */
function check(values: RefundFormValues, documents: readonly ChosenDocument<RefundDocType>[], keptCount: number): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const amount = PositiveAmountInputSchema.safeParse(values.amount);
  if (!amount.success) errors.amount = amount.error.issues[0]?.message;
  if (!values.accountNumber) errors.accountNumber = vmsg('required');
  if (!values.bankDetails.trim()) errors.bankDetails = vmsg('required');
  if (documents.length + keptCount === 0) errors.documents = vmsg('refundDocumentRequired');
  else if (documents.some((d) => !d.docType)) errors.documentTypes = vmsg('refundDocumentType');
  return errors;
}

export interface RefundFormProps {
  accounts: readonly BankAccount[];
  docTypes: readonly NamedCode[];
  /** The request being changed; a new one when absent. */
  refund?: Refund;
  onDone: (refund: Refund) => void;
  onCancel: () => void;
}

/**
 * Asks for a refund, or changes a new request: the amount, one of the organization's accounts, the bank
 * details (filled in from the account chosen) and documents, each with its type. A change is confirmed
 * before it is sent.
 */
export function RefundForm({ accounts, docTypes, refund, onDone, onCancel }: RefundFormProps) {
  const { t } = useTranslation('refunds');
  const lang = currentLang();
  const prefix = useLangPrefix();
  const create = useCreateRefund();
  const update = useUpdateRefund();
  const submission = useSubmissionKey();
  const initialAccount = refund?.accountNumber ?? accounts.find((a) => a.isDefault)?.accountNumber ?? '';
  const [values, setValues] = useState<RefundFormValues>(() => ({
    amount: refund?.amount ?? '',
    accountNumber: initialAccount,
    bankDetails: refund?.bankDetails ?? (accounts.find((a) => a.accountNumber === initialAccount) ? bankLine(accounts.find((a) => a.accountNumber === initialAccount)!, lang) : ''),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = create.isPending || update.isPending;
  const { documents, removed, kept, fieldProps } = useChosenDocuments<RefundDocType>(refund?.documents ?? [], {
    onEdited: (field) => setErrors((e) => ({ ...e, [field]: undefined })),
  });

  if (!accounts.length) {
    return (
      <Stack gap="sm">
        <Alert color="yellow">{t('form.noAccounts')}</Alert>
        <Anchor component={Link} to={paths.parameters(prefix)}>
          {t('form.toParameters')}
        </Anchor>
      </Stack>
    );
  }

  const set = (field: keyof RefundFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const chooseAccount = (iban: string) => {
    const account = accounts.find((a) => a.accountNumber === iban);
    setValues((v) => ({ ...v, accountNumber: iban, bankDetails: account ? bankLine(account, lang) : v.bankDetails }));
    setErrors((e) => ({ ...e, accountNumber: undefined, bankDetails: undefined }));
  };
  const send = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      const body = refundFormData(values, documents, refund ? { id: refund.id, removeDocumentIds: removed } : undefined);
      const saved = refund ? await update.mutateAsync(body) : await create.mutateAsync({ body, key: submission.keyFor(formDataSignature(body)) });
      submission.done();
      onDone(saved);
    } catch (error) {
      if (error instanceof ApiError) {
        const fields: Partial<Record<Field, string>> = {};
        for (const [key, message] of Object.entries(error.fieldMessages)) if (['amount', 'accountNumber', 'bankDetails', 'documents', 'documentTypes'].includes(key)) fields[key as Field] = message;
        setErrors(fields);
        if (!Object.keys(fields).length) setFailure(error.message);
      } else setFailure(t('form.failed'));
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = check(values, documents, kept.length);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (refund) setConfirming(true);
    else void send();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={refund ? t('form.editTitle', { number: refund.number }) : t('form.createTitle')}>
      <Stack gap="sm">
        <TextInput
          label={t('form.amount')}
          description={t('form.amountHint')}
          required
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(e) => set('amount', e.currentTarget.value)}
          error={fieldErrorText({ message: errors.amount })}
        />
        <NativeSelect
          label={t('form.account')}
          required
          value={values.accountNumber}
          onChange={(e) => chooseAccount(e.currentTarget.value)}
          data={[{ value: '', label: t('form.chooseAccount') }, ...accounts.map((a) => ({ value: a.accountNumber, label: `${formatIban(a.accountNumber)} · ${a.bank.code}` }))]}
          error={fieldErrorText({ message: errors.accountNumber })}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Textarea
          label={t('form.bankDetails')}
          description={t('form.bankDetailsHint')}
          required
          rows={3}
          maxLength={500}
          value={values.bankDetails}
          onChange={(e) => set('bankDetails', e.currentTarget.value)}
          error={fieldErrorText({ message: errors.bankDetails })}
        />
        <TypedDocumentsField<RefundDocType>
          legend={t('form.documents')}
          hint={t('form.documentsHint')}
          docTypes={docTypes}
          {...fieldProps}
          error={errors.documents ?? errors.documentTypes}
          typeWanting={Boolean(errors.documentTypes)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {refund ? t('form.save') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('confirmUpdate.title')}
        text={refund ? t('confirmUpdate.text', { number: refund.number, amount: formatMoney(PositiveAmountInputSchema.safeParse(values.amount).success ? values.amount.replace(',', '.').replace(/\s/g, '') : '0'), account: formatIban(values.accountNumber) }) : null}
        cancelLabel={t('confirmUpdate.cancel')}
        confirmLabel={t('confirmUpdate.confirm')}
        busy={busy}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
