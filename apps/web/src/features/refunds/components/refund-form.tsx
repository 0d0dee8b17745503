import { useState } from 'react';
import { Alert, Anchor, Button, CloseButton, FileButton, Group, Modal, NativeSelect, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BankAccount } from '@pensia/domain/banking/banking.schema';
import { formatIban } from '@pensia/domain/banking/iban';
import { MAX_UPLOAD_BYTES } from '@pensia/domain/files/upload-limits';
import { PositiveAmountInputSchema } from '@pensia/domain/finance/finance.api';
import { vmsg } from '@pensia/domain/i18n/messages';
import type { RefundDocType } from '@pensia/domain/refunds/refunds';
import type { NamedCode, Refund } from '@pensia/domain/refunds/refunds.api';
import { ApiError } from '../../../shared/lib/api-client';
import { fieldErrorText } from '../../../shared/lib/form-errors';
import { formatFileSize, formatMoney } from '../../../shared/lib/format';
import { currentLang } from '../../../shared/lib/i18n';
import { paths } from '../../../shared/lib/paths';
import { useLangPrefix } from '../../../shared/lib/use-lang-prefix';
import { useCreateRefund, useUpdateRefund } from '../api/refund-queries';
import { nameOf, refundFormData, type ChosenDocument, type RefundFormValues } from '../lib/refund-form';

type Field = keyof RefundFormValues | 'documents' | 'documentTypes';
let nextKey = 0;

const bankLine = (account: BankAccount, lang: 'ka' | 'en' | 'ru') =>
  `${lang === 'ka' ? account.bank.nameKa : lang === 'ru' ? account.bank.nameRu : account.bank.nameEn}, SWIFT ${account.bank.bic}`;

/** Checks of the form, with the shared rules (the server checks the same, and the balance). */
function check(values: RefundFormValues, documents: readonly ChosenDocument[], keptCount: number): Partial<Record<Field, string>> {
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
  const initialAccount = refund?.accountNumber ?? accounts.find((a) => a.isDefault)?.accountNumber ?? '';
  const [values, setValues] = useState<RefundFormValues>(() => ({
    amount: refund?.amount ?? '',
    accountNumber: initialAccount,
    bankDetails: refund?.bankDetails ?? (accounts.find((a) => a.accountNumber === initialAccount) ? bankLine(accounts.find((a) => a.accountNumber === initialAccount)!, lang) : ''),
  }));
  const [documents, setDocuments] = useState<ChosenDocument[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = create.isPending || update.isPending;
  const kept = (refund?.documents ?? []).filter((d) => !removed.includes(d.id));

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
  const addFiles = (files: File[]) => {
    setDocuments((d) => [...d, ...files.map((file) => ({ key: `doc-${nextKey++}`, file, docType: '' as const }))]);
    setErrors((e) => ({ ...e, documents: undefined }));
  };

  const send = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      const body = refundFormData(values, documents, refund ? { id: refund.id, removeDocumentIds: removed } : undefined);
      const saved = refund ? await update.mutateAsync(body) : await create.mutateAsync(body);
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

  const tooLarge = (file: File) => file.size > MAX_UPLOAD_BYTES;
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
        <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw="var(--mantine-font-weight-medium)" size="sm">
            {t('form.documents')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('form.documentsHint')}
          </Text>
          {kept.length || removed.length ? (
            <Stack gap={4} aria-label={t('form.keptDocuments')}>
              {(refund?.documents ?? []).map((d) => {
                const isRemoved = removed.includes(d.id);
                return (
                  <Group key={d.id} justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" td={isRemoved ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
                      {d.name} · {nameOf(docTypes.find((c) => c.code === d.docType), lang)}
                      {isRemoved ? ` (${t('form.takenOff')})` : ''}
                    </Text>
                    <Button size="compact-xs" variant="subtle" color={isRemoved ? 'gray' : 'red'} onClick={() => setRemoved((r) => (isRemoved ? r.filter((x) => x !== d.id) : [...r, d.id]))}>
                      {isRemoved ? t('form.putBack') : t('form.takeOff')}
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          ) : null}
          {documents.map((d) => (
            <Paper key={d.key} withBorder p="xs" radius="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }} c={tooLarge(d.file) ? 'red' : undefined}>
                    {d.file.name} · {formatFileSize(d.file.size)}
                  </Text>
                  <NativeSelect
                    size="xs"
                    aria-label={t('form.documentType', { name: d.file.name })}
                    value={d.docType}
                    onChange={(e) => {
                      const docType = e.currentTarget.value as RefundDocType | '';
                      setDocuments((all) => all.map((x) => (x.key === d.key ? { ...x, docType } : x)));
                      setErrors((er) => ({ ...er, documentTypes: undefined }));
                    }}
                    data={[{ value: '', label: t('form.chooseType') }, ...docTypes.map((c) => ({ value: c.code, label: nameOf(c, lang) }))]}
                    error={!d.docType && errors.documentTypes ? true : undefined}
                  />
                </Stack>
                <CloseButton aria-label={t('form.removeDocument', { name: d.file.name })} onClick={() => setDocuments((all) => all.filter((x) => x.key !== d.key))} />
              </Group>
            </Paper>
          ))}
          <Group>
            <FileButton onChange={addFiles} multiple accept=".pdf,.djvu,.doc,.docx,.xls,.xlsx,.txt,.png,.jpg,.jpeg,.zip,.rar,.7z">
              {(props) => (
                <Button variant="light" size="xs" {...props}>
                  {t('form.addDocuments')}
                </Button>
              )}
            </FileButton>
          </Group>
          {errors.documents || errors.documentTypes ? (
            <Text size="sm" c="red" role="alert">
              {fieldErrorText({ message: errors.documents ?? errors.documentTypes })}
            </Text>
          ) : null}
        </Stack>
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
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('confirmUpdate.title')} centered>
        <Stack gap="md">
          <Text>{refund ? t('confirmUpdate.text', { number: refund.number, amount: formatMoney(PositiveAmountInputSchema.safeParse(values.amount).success ? values.amount.replace(',', '.').replace(/\s/g, '') : '0'), account: formatIban(values.accountNumber) }) : null}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('confirmUpdate.cancel')}
            </Button>
            <Button onClick={() => void send()} loading={busy}>
              {t('confirmUpdate.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
