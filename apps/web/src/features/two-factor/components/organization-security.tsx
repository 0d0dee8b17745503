import { Paper, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../common/lib/api-client';
import { errorText } from '../../../common/lib/i18n';
import { notify } from '../../../common/lib/notify';
import { useOrganizationSecurity } from '../api/two-factor-queries';

/** The administrator's switch: every user of the organization must use two-step verification. */
export function OrganizationSecurity({ requires }: { requires: boolean }) {
  const { t } = useTranslation('twoFactor');
  const save = useOrganizationSecurity();
  const onChange = async (checked: boolean) => {
    try {
      await save.mutateAsync(checked);
      void notify({ color: 'green', message: t('organization.saved') });
    } catch (e) {
      void notify({ color: 'red', message: e instanceof ApiError ? e.message : errorText('INTERNAL') });
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('organization.title')}
        </Title>
        <Switch
          checked={save.isPending ? Boolean(save.variables) : requires}
          disabled={save.isPending}
          onChange={(e) => void onChange(e.currentTarget.checked)}
          label={t('organization.require')}
          description={t('organization.requireDescription')}
        />
      </Stack>
    </Paper>
  );
}
