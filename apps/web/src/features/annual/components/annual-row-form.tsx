import { useState } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { AnnualDeclaration, AnnualDetail, AnnualRowBodyInput } from '@pensia/domain/annual/annual.api';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client';
import { useSaveAnnualRow } from '../api/annual-queries';

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

const initial = (row?: AnnualDetail): Fields => ({
  personalIdentificationNumber: row?.personalIdentificationNumber ?? '',
  lastName: row?.lastName ?? '',
  firstName: row?.isNew ? row.firstName : '',
  birthDate: row?.isNew ? row.birthDate : '',
  gender: row?.isNew ? row.gender : '',
  grossSalary: row?.annual.grossSalary ?? '',
  additionalBenefits: row?.annual.additionalBenefits ?? '',
  nonCashBenefits: row?.annual.nonCashBenefits ?? '',
});

/**
 * A row of an annual declaration: the person (personal number and surname as in the year's declarations;
 * first name, birth date and gender for a person of no month) and the year's amounts. The server checks
 * everything and answers each field's message in the user's language.
 */
export function AnnualRowForm({
  annual,
  row,
  onClose,
}: {
  annual: AnnualDeclaration;
  row?: AnnualDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('annual');
  const [f, setF] = useState<Fields>(() => initial(row));
  const save = useSaveAnnualRow();
  const error = save.error instanceof ApiError ? save.error : null;
  const fieldError = (name: keyof Fields) => error?.fieldMessages[name];
  const set = (name: keyof Fields) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setF((s) => ({ ...s, [name]: value }));
  };
  const submit = async () => {
    const body: AnnualRowBodyInput = {
      personalIdentificationNumber: f.personalIdentificationNumber,
      lastName: f.lastName,
      firstName: f.firstName || undefined,
      birthDate: f.birthDate || undefined,
      gender: f.gender || undefined,
      grossSalary: f.grossSalary || undefined,
      additionalBenefits: f.additionalBenefits || undefined,
      nonCashBenefits: f.nonCashBenefits || undefined,
    };
    try {
      await save.mutateAsync({ annual, detailId: row?.id, body });
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
      title={row ? t('form.titleEdit') : t('form.titleAdd')}
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
            <Text size="sm" fw={500} id="annual-gender">
              {t('form.gender')}
            </Text>
            <SegmentedControl
              aria-labelledby="annual-gender"
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
            <Button type="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
