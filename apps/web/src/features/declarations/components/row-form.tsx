import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Divider, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { isOwnIncomeType, type Declaration, type DeclarationDetail, type DetailField } from '@pensia/domain/declarations/declaration.schema';
import { formatMoneyPlain } from '@pensia/domain/money/money';
import { applyServerFieldErrors, clearServerError, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { DateField } from '../../../common/ui/date-field';
import { formatMoney } from '../../../common/lib/format';
import { translateValidationRef } from '../../../common/lib/i18n';
import { useSaveRow, useWithdrawal } from '../api/declaration-queries';
import { draftStorage, type FixedRow } from '../lib/draft-storage';
import { birthDateToOpenOn, fieldsOf, rowFormSchema, toBody, todayInTbilisi, validateRowForm, type AmountFormField, type RowFormValues, type RowWithdrawal } from '../lib/row-form';
import { writeProblemOf, type WriteProblem } from '../lib/write-errors';
import { IssueText } from './issue-text';
import { NameChangeConfirm, type NameChangeState } from './name-change-confirm';
import { WriteProblemAlert } from './write-problem-alert';
import { useDeclarationWords } from '../lib/own-words';

export interface RowFormProps {
  declaration: Declaration;
  initial: RowFormValues;
  /** The stored row being edited; absent when adding. */
  detailId?: string;
  /** The rejected row of the last upload being fixed in place (the new row replaces it). */
  fixes?: FixedRow;
  /** The declarant's own personal number in a declaration of own income. */
  ownPersonalNumber?: string;
  onSaved: (detail: DeclarationDetail) => void;
  onCancel: () => void;
  /** Reloads the declaration after a 412. */
  onReload: () => void;
  /** Asked instead of cancelling at once (the dialog asks first when something was typed). */
  onRequestCancel?: () => void;
  /** Told whether anything was typed since the form opened. */
  onTypedChange?: (typed: boolean) => void;
}

const FORM_FIELDS: readonly FieldPath<RowFormValues>[] = [
  'personalIdentificationNumber',
  'firstName',
  'lastName',
  'birthDate',
  'gender',
  'grossSalary',
  'additionalBenefits',
  'nonCashBenefits',
  'otherWithHeldAmount',
  'incomeTax',
  'netAmount',
  'employeeContribution',
  'organizationContribution',
  'optIn',
  'hasWrittenRequest',
];

/**
 * Adds or edits one row. The rules under each field are the domain's (the server applies the same), the
 * contributions are computed from the typed text in integer tetri as the user types, and every change is
 * kept in the browser until the row is saved.
 */
export function RowForm({ declaration, initial, detailId, fixes, ownPersonalNumber, onSaved, onCancel, onReload, onRequestCancel, onTypedChange }: RowFormProps) {
  const { t } = useDeclarationWords(isOwnIncomeType(declaration.type));
  const titleId = useId();
  const fields = useMemo(() => fieldsOf(declaration), [declaration]);
  const own = isOwnIncomeType(declaration.type);
  // the rules follow the withdrawal, known only once the personal number is typed: the resolver reads the current schema
  const schemaRef = useRef(rowFormSchema(declaration, ownPersonalNumber));
  const form = useForm<RowFormValues>({ resolver: (v, c, o) => zodResolver(schemaRef.current)(v, c, o), defaultValues: initial, mode: 'onTouched' });
  const values = useWatch({ control: form.control }) as RowFormValues;
  // a person withdrawn from the fund by the declaration's month (the server says so) carries no contributions
  const personalNumber = (values.personalIdentificationNumber ?? initial.personalIdentificationNumber).trim();
  const withdrawalAnswer = useWithdrawal(declaration.id, personalNumber).data;
  const withdrawal = useMemo<RowWithdrawal | null>(
    () => (withdrawalAnswer?.withdrawnFrom && withdrawalAnswer.personalIdentificationNumber === personalNumber ? { personalNumber, from: withdrawalAnswer.withdrawnFrom } : null),
    [withdrawalAnswer, personalNumber],
  );
  schemaRef.current = useMemo(() => rowFormSchema(declaration, ownPersonalNumber, withdrawal), [declaration, ownPersonalNumber, withdrawal]);
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => onTypedChange?.(isDirty), [isDirty, onTypedChange]);
  const live = useMemo(() => validateRowForm({ ...initial, ...values }, declaration, ownPersonalNumber, withdrawal), [values, initial, declaration, ownPersonalNumber, withdrawal]);
  const contributionFields = useMemo(() => (['employeeContribution', 'organizationContribution'] as const).filter((f) => fields.has(f)), [fields]);
  // withdrawn: the contributions are set to 0.00 and locked; what was typed comes back if the number changes
  const beforeLock = useRef<Partial<Record<AmountFormField, string>> | null>(null);
  useEffect(() => {
    if (withdrawal && !beforeLock.current) {
      beforeLock.current = Object.fromEntries(contributionFields.map((f) => [f, form.getValues(f)]));
      for (const f of contributionFields) form.setValue(f, '0.00', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    } else if (!withdrawal && beforeLock.current) {
      const kept = beforeLock.current;
      beforeLock.current = null;
      for (const f of contributionFields) form.setValue(f, kept[f] ?? '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  }, [withdrawal, contributionFields, form]);
  const save = useSaveRow();
  const [problem, setProblem] = useState<WriteProblem | null>(null);

  // nothing typed is lost: every change is kept until the row is saved or the user discards it
  useEffect(() => {
    draftStorage.writeRow(declaration.id, { detailId, fixes, values: { ...initial, ...values }, savedAt: Date.now() });
  }, [values, declaration.id, detailId, fixes, initial]);

  // a name the server refused as not the one on record may be confirmed as changed, with a reason
  const [nameRefused, setNameRefused] = useState(false);
  const [nameChange, setNameChange] = useState<NameChangeState>({ confirmed: false, reason: '' });
  const [reasonError, setReasonError] = useState<string | undefined>();

  const onSubmit = form.handleSubmit(async (v) => {
    setProblem(null);
    setReasonError(undefined);
    if (nameChange.confirmed && nameChange.reason.trim() === '') {
      setReasonError(translateValidationRef('required'));
      return;
    }
    try {
      const body = { ...toBody(v, fields), ...(nameChange.confirmed ? { nameChangeReason: nameChange.reason.trim() } : {}) };
      const answer = await save.mutateAsync({ declaration, body, detailId, fixes: detailId ? undefined : fixes?.id });
      draftStorage.writeRow(declaration.id, null);
      onSaved(answer.detail);
    } catch (error) {
      const p = writeProblemOf(error, t('errors.saveFailed'));
      if (p.kind === 'other') {
        applyServerFieldErrors(form.setError, p.fieldMessages, FORM_FIELDS);
        if (p.fieldMessages.firstName || p.fieldMessages.lastName) setNameRefused(true);
        if (p.fieldMessages.nameChangeReason) setReasonError(p.fieldMessages.nameChangeReason);
      }
      setProblem(p);
    }
  });

  const cancel = () => {
    draftStorage.writeRow(declaration.id, null);
    onCancel();
  };

  const text = (name: Exclude<DetailField, 'optIn' | 'hasWrittenRequest' | 'gender' | 'birthDate'>, extra: { label?: string; inputMode?: 'numeric' | 'decimal'; placeholder?: string; type?: string; max?: string; description?: string; readOnly?: boolean } = {}) => (
    <TextInput
      label={extra.label ?? t(`fields.${name}`)}
      inputMode={extra.inputMode}
      placeholder={extra.placeholder}
      type={extra.type}
      max={extra.max}
      description={extra.description}
      readOnly={extra.readOnly}
      variant={extra.readOnly ? 'filled' : undefined}
      autoComplete="off"
      required={name === 'personalIdentificationNumber' || name === 'firstName' || name === 'lastName' || name === 'grossSalary'}
      error={fieldErrorText(errors[name])}
      {...registerClearingServerError(form, name)}
    />
  );
  const amount = (name: AmountFormField, placeholder?: string) =>
    fields.has(name)
      ? text(name, {
          inputMode: 'decimal',
          placeholder,
          label: name === 'grossSalary' && own ? t('fields.ownIncome') : undefined,
          ...(withdrawal && (name === 'employeeContribution' || name === 'organizationContribution') ? { readOnly: true, description: t('rowForm.withdrawnLocked') } : {}),
        })
      : null;

  const applySuggested = (field: 'employeeContribution' | 'organizationContribution' | 'incomeTax' | 'netAmount') => {
    const v = live.suggested?.[field];
    if (v) form.setValue(field, v, { shouldValidate: true, shouldDirty: true });
  };
  const computed = live.computed;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz={18} id={titleId}>
          {fixes ? t('rowForm.fixTitle', { row: fixes.row }) : detailId ? t('rowForm.editTitle') : t('rowForm.addTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rowForm.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('personalIdentificationNumber', { inputMode: 'numeric', description: t('rowForm.personalNumberRule') })}
          <Controller
            control={form.control}
            name="birthDate"
            render={({ field }) => (
              <DateField
                ref={field.ref}
                name={field.name}
                label={t('fields.birthDate')}
                required
                maxDate={todayInTbilisi()}
                openOn={birthDateToOpenOn()}
                pickYearFirst
                error={fieldErrorText(errors.birthDate)}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(v) => {
                  clearServerError(form, 'birthDate');
                  field.onChange(v);
                }}
              />
            )}
          />
          {text('firstName')}
          {text('lastName')}
          <NativeSelect
            label={t('fields.gender')}
            required
            data={[
              { value: '', label: t('rowForm.chooseGender') },
              { value: 'male', label: t('gender.male') },
              { value: 'female', label: t('gender.female') },
            ]}
            error={fieldErrorText(errors.gender)}
            {...registerClearingServerError(form, 'gender')}
          />
        </SimpleGrid>
        {withdrawal ? (
          <Alert color="orange" role="status" title={t('rowForm.withdrawnTitle')} data-testid="withdrawn-note">
            {t('rowForm.withdrawn', { month: `${String(withdrawal.from.month).padStart(2, '0')}.${withdrawal.from.year}` })}
          </Alert>
        ) : null}
        <Divider label={t('rowForm.amounts')} labelPosition="left" />
        <Text size="xs" c="dimmed">
          {t('rowForm.amountRule')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {amount('grossSalary')}
          {amount('additionalBenefits', '0.00')}
          {amount('nonCashBenefits', '0.00')}
          {amount('otherWithHeldAmount', '0.00')}
          {amount('incomeTax', t('rowForm.computedPlaceholder'))}
          {amount('netAmount', t('rowForm.computedPlaceholder'))}
          {amount('employeeContribution', t('rowForm.computedPlaceholder'))}
          {amount('organizationContribution', t('rowForm.computedPlaceholder'))}
        </SimpleGrid>

        <Paper withBorder radius="md" p="sm" bg="gray.0" aria-live="polite" aria-label={t('rowForm.computedTitle')} role="region">
          <Text fw={600} size="sm" mb={6}>
            {t('rowForm.computedTitle')}
          </Text>
          {computed ? (
            <Stack gap={6}>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
                <Text size="sm">
                  {t('totals.base')}: <b data-testid="computed-base">{formatMoney(formatMoneyPlain(computed.base))}</b>
                </Text>
                <Text size="sm">
                  {t('fields.employeeContribution')}: <b data-testid="computed-employee">{formatMoney(formatMoneyPlain(computed.employeeContribution))}</b>
                </Text>
                <Text size="sm">
                  {t('fields.organizationContribution')}: <b data-testid="computed-employer">{formatMoney(formatMoneyPlain(computed.organizationContribution))}</b>
                </Text>
                <Text size="sm">
                  {t('rowForm.participation')}: <b>{t(`participation.${computed.participation}`)}</b>
                </Text>
              </SimpleGrid>
              {!computed.isContributing && !computed.withdrawnFrom ? <IssueText tier="suggested">{t('rowForm.notContributing')}</IssueText> : null}
              {(['employeeContribution', 'organizationContribution', 'incomeTax', 'netAmount'] as const).map((f) => {
                const suggested = live.suggested?.[f];
                const typed = values[f]?.trim();
                if (!suggested || !fields.has(f) || !typed || live.values?.[f] === undefined) return null;
                const declared = live.values[f];
                if (declared !== null && formatMoneyPlain(declared) === suggested) return null;
                return (
                  <Group key={f} gap="xs" wrap="wrap">
                    <IssueText tier="suggested">{t('rowForm.suggested', { field: t(`fields.${f}`), value: formatMoney(suggested) })}</IssueText>
                    <Button size="compact-xs" variant="light" onClick={() => applySuggested(f)}>
                      {t('rowForm.useSuggested')}
                    </Button>
                  </Group>
                );
              })}
              {live.warnings.map((w) => (
                <IssueText key={`${w.field}-${w.message}`} tier="warning">
                  {w.field ? `${t(`fields.${w.field}`)} — ` : ''}
                  {translateValidationRef(w.message)}
                </IssueText>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('rowForm.computedPending')}
            </Text>
          )}
        </Paper>

        {fields.has('optIn') ? (
          <Stack gap={6}>
            <Controller
              control={form.control}
              name="optIn"
              render={({ field }) => (
                <Checkbox
                  label={t('fields.optIn')}
                  description={t('rowForm.optInHint')}
                  checked={field.value}
                  onChange={(e) => {
                    field.onChange(e.currentTarget.checked);
                    if (!e.currentTarget.checked) form.setValue('hasWrittenRequest', false);
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldErrorText(errors.optIn)}
                />
              )}
            />
            {values.optIn ? (
              <Controller
                control={form.control}
                name="hasWrittenRequest"
                render={({ field }) => (
                  <Checkbox
                    ml="xl"
                    label={t('fields.hasWrittenRequest')}
                    checked={field.value}
                    onChange={(e) => field.onChange(e.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    required
                    error={fieldErrorText(errors.hasWrittenRequest)}
                  />
                )}
              />
            ) : null}
          </Stack>
        ) : null}

        {nameRefused ? <NameChangeConfirm value={nameChange} onChange={setNameChange} error={reasonError} /> : null}
        {errors.root ? (
          <Alert color="red" role="alert">
            {fieldErrorText(errors.root)}
          </Alert>
        ) : null}
        <WriteProblemAlert
          problem={problem}
          onReload={() => {
            setProblem(null);
            onReload();
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onRequestCancel ?? cancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {detailId ? t('rowForm.saveChanges') : t('rowForm.addRow')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
