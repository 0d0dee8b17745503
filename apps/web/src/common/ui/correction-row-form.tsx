import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';

/** The namespaces of the two corrections of filed declarations, whose row forms read the same keys (`form.*`). */
export type CorrectionNamespace = 'annual' | 'reversals';

type Fields = {
  personalIdentificationNumber: string;
  lastName: string;
  firstName: string;
  birthDate: string;
  gender: '' | 'male' | 'female';
  grossSalary: string;
  additionalBenefits: string;
  nonCashBenefits: string;
};

/** What the form starts from: a stored row's person and the amounts it is edited on, or nothing for a new row. */
export interface CorrectionRowStart {
  row?: {
    personalIdentificationNumber: string;
    lastName: string;
    firstName: string;
    birthDate: string;
    gender: 'male' | 'female';
    isNew: boolean;
  };
  amounts?: { grossSalary: string; additionalBenefits: string; nonCashBenefits: string };
}

/** What the form sends: the person, then the correction's own fields (`extra`), then the amounts; blanks left out. */
export interface CorrectionRowBody {
  personalIdentificationNumber: string;
  lastName: string;
  firstName?: string;
  birthDate?: string;
  gender?: 'male' | 'female';
  grossSalary?: string;
  additionalBenefits?: string;
  nonCashBenefits?: string;
}

const initial = ({ row, amounts }: CorrectionRowStart): Fields => ({
  personalIdentificationNumber: row?.personalIdentificationNumber ?? '',
  lastName: row?.lastName ?? '',
  firstName: row?.isNew ? row.firstName : '',
  birthDate: row?.isNew ? row.birthDate : '',
  gender: row?.isNew ? row.gender : '',
  grossSalary: amounts?.grossSalary ?? '',
  additionalBenefits: amounts?.additionalBenefits ?? '',
  nonCashBenefits: amounts?.nonCashBenefits ?? '',
});

/**
 * A row of a correction (a reversing or an annual declaration): the person (personal number and surname as
 * declared; first name, birth date and gender for a person not declared) and the amounts. The correction's
 * own fields come as `children`, between the person and the amounts, and their values as `extra`. The
 * server checks everything and answers each field's message in the user's language.
 */
export function CorrectionRowForm({
  ns,
  start,
  extra,
  save,
  pending,
  error: failure,
  onClose,
  children,
}: {
  ns: CorrectionNamespace;
  start: CorrectionRowStart;
  extra?: Record<string, unknown>;
  save: (body: CorrectionRowBody) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  // names the gender choice by its label, in every correction's form
  const genderLabelId = useId();
  const [f, setF] = useState<Fields>(() => initial(start));
  const error = failure instanceof ApiError ? failure : null;
  const fieldError = (name: keyof Fields) => error?.fieldMessages[name];
  const set = (name: keyof Fields) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setF((s) => ({ ...s, [name]: value }));
  };
  const submit = async () => {
    const body: CorrectionRowBody = {
      personalIdentificationNumber: f.personalIdentificationNumber,
      lastName: f.lastName,
      firstName: f.firstName || undefined,
      birthDate: f.birthDate || undefined,
      gender: f.gender || undefined,
      ...extra,
      grossSalary: f.grossSalary || undefined,
      additionalBenefits: f.additionalBenefits || undefined,
      nonCashBenefits: f.nonCashBenefits || undefined,
    };
    try {
      await save(body);
      onClose();
    } catch {
      // shown in the form
    }
  };
  const hasFieldErrors = error && Object.keys(error.fieldMessages).length > 0;
  return (
    <Modal
      opened
      onClose={onClose}
      title={start.row ? t('form.titleEdit') : t('form.titleAdd')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.cancel') }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {error && !hasFieldErrors ? (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.personalNumber')}
              value={f.personalIdentificationNumber}
              onChange={set('personalIdentificationNumber')}
              error={fieldError('personalIdentificationNumber')}
              inputMode="numeric"
              maxLength={11}
              required
              data-autofocus
            />
            <TextInput
              label={t('form.lastName')}
              value={f.lastName}
              onChange={set('lastName')}
              error={fieldError('lastName')}
              required
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('form.newPersonHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.firstName')}
              value={f.firstName}
              onChange={set('firstName')}
              error={fieldError('firstName')}
            />
            <TextInput
              label={t('form.birthDate')}
              placeholder={t('form.birthDateHint')}
              value={f.birthDate}
              onChange={set('birthDate')}
              error={fieldError('birthDate')}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw="var(--mantine-font-weight-medium)" id={genderLabelId}>
              {t('form.gender')}
            </Text>
            <SegmentedControl
              aria-labelledby={genderLabelId}
              value={f.gender || 'none'}
              onChange={(v) => setF((s) => ({ ...s, gender: v === 'male' || v === 'female' ? v : '' }))}
              data={[
                { value: 'female', label: t('form.female') },
                { value: 'male', label: t('form.male') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            {fieldError('gender') ? (
              <Text size="xs" c="red">
                {fieldError('gender')}
              </Text>
            ) : null}
          </Stack>
          {children}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('form.grossSalary')}
              value={f.grossSalary}
              onChange={set('grossSalary')}
              error={fieldError('grossSalary')}
              inputMode="decimal"
            />
            <TextInput
              label={t('form.additionalBenefits')}
              value={f.additionalBenefits}
              onChange={set('additionalBenefits')}
              error={fieldError('additionalBenefits')}
              inputMode="decimal"
            />
            <TextInput
              label={t('form.nonCashBenefits')}
              value={f.nonCashBenefits}
              onChange={set('nonCashBenefits')}
              error={fieldError('nonCashBenefits')}
              inputMode="decimal"
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('form.blankHint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
