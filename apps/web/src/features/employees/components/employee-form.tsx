import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmployeeBodySchema, type Employee, type EmployeeBody } from '@pensia/domain/declarations-api/declaration.api';
import { dateOfInstant } from '@pensia/domain/declarations/period';
import { ApiError } from '../../../common/lib/api-client';
import { applyApiErrorToForm, clearServerError, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { DateField } from '../../../common/ui/date-field';
import { useRegisterEmployee, useUpdateEmployee } from '../api/employee-queries';

type Values = { personalIdentificationNumber: string; firstName: string; lastName: string; birthDate: string; gender: '' | 'male' | 'female' };

/** Registers a new employee, or updates the name, birth date or gender of one (the personal number never changes). */
export function EmployeeForm({ employee, onDone, onCancel }: { employee?: Employee; onDone: (e: Employee) => void; onCancel: () => void }) {
  const { t } = useTranslation('employees');
  const register = useRegisterEmployee();
  const update = useUpdateEmployee();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(EmployeeBodySchema) as never,
    mode: 'onTouched',
    defaultValues: {
      personalIdentificationNumber: employee?.personalIdentificationNumber ?? '',
      firstName: employee?.firstName ?? '',
      lastName: employee?.lastName ?? '',
      birthDate: employee?.birthDate ?? '',
      gender: employee?.gender ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const body = v as EmployeeBody;
      const saved = employee ? await update.mutateAsync(body) : await register.mutateAsync(body);
      onDone(saved);
    } catch (error) {
      const placed = applyApiErrorToForm(form.setError, error, ['personalIdentificationNumber', 'firstName', 'lastName', 'birthDate', 'gender']);
      if (!placed || (error instanceof ApiError && error.status !== 400)) setFailure(error instanceof ApiError ? error.message : t('form.failed'));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('fields.personalNumber')}
            description={t('form.personalNumberRule')}
            inputMode="numeric"
            required
            readOnly={!!employee}
            variant={employee ? 'filled' : 'default'}
            error={fieldErrorText(errors.personalIdentificationNumber)}
            {...registerClearingServerError(form, 'personalIdentificationNumber')}
          />
          <Controller
            control={form.control}
            name="birthDate"
            render={({ field }) => (
              <DateField
                ref={field.ref}
                name={field.name}
                label={t('fields.birthDate')}
                required
                maxDate={dateOfInstant(new Date())}
                error={fieldErrorText(errors.birthDate)}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(v) => {
                  clearServerError(form, 'birthDate');
                  field.onChange(v);
                }}
              />
            )}
          />
          <TextInput label={t('fields.firstName')} required error={fieldErrorText(errors.firstName)} {...registerClearingServerError(form, 'firstName')} />
          <TextInput label={t('fields.lastName')} required error={fieldErrorText(errors.lastName)} {...registerClearingServerError(form, 'lastName')} />
          <NativeSelect
            label={t('fields.gender')}
            required
            data={[
              { value: '', label: t('form.chooseGender') },
              { value: 'male', label: t('gender.male') },
              { value: 'female', label: t('gender.female') },
            ]}
            error={fieldErrorText(errors.gender)}
            {...registerClearingServerError(form, 'gender')}
          />
        </SimpleGrid>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {employee ? t('form.update') : t('form.register')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
