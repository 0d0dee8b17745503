import { Checkbox, Paper, Stack, Textarea } from '@mantine/core';
import { NAME_CHANGE_REASON_MAX_LENGTH } from '@pensia/domain/declarations/declaration.schema';
import { useTranslation } from 'react-i18next';

export interface NameChangeState {
  confirmed: boolean;
  reason: string;
}

/**
 * Offered in the row form once the server refused the name as not the one on record: the employer confirms that
 * the person's name really changed (marriage etc.) and says why; the row is then saved with the reason
 * (docs/decisions/0062).
 */
export function NameChangeConfirm({ value, onChange, error }: { value: NameChangeState; onChange: (v: NameChangeState) => void; error?: string }) {
  const { t } = useTranslation('declarations');
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Checkbox
          label={t('rowForm.nameChange.confirm')}
          description={t('rowForm.nameChange.confirmHint')}
          checked={value.confirmed}
          onChange={(e) => onChange({ ...value, confirmed: e.currentTarget.checked })}
        />
        {value.confirmed ? (
          <Textarea
            label={t('rowForm.nameChange.reason')}
            description={t('rowForm.nameChange.reasonHint')}
            required
            rows={3}
            maxLength={NAME_CHANGE_REASON_MAX_LENGTH}
            value={value.reason}
            onChange={(e) => onChange({ ...value, reason: e.currentTarget.value })}
            error={error}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
