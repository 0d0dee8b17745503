import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FINE_STATUSES, type FineStatus } from '@pensia/domain/finance/fines';

/** The colour of a fine's status, the same on the employer's and the operator's screens. */
export const FINE_STATUS_COLORS: Record<FineStatus, string> = { valid: 'red', canceled: 'gray', appealed: 'orange' };

/** A fine's status in the reader's language (one wording for every screen that names it). */
export function useFineStatusWord(): (status: FineStatus) => string {
  const { t } = useTranslation('common');
  return (status) => t(`fineStatus.${status}`);
}

/** The filter of a list of fines by status: every status, or one. Changing it is the caller's to page back. */
export function FineStatusFilter({
  value,
  onChange,
  ...props
}: { value: FineStatus | ''; onChange: (status: FineStatus | '') => void } & Omit<NativeSelectProps, 'value' | 'onChange' | 'data' | 'label'>) {
  const { t } = useTranslation('common');
  const word = useFineStatusWord();
  return (
    <NativeSelect
      {...props}
      label={t('fineStatus.filter')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as FineStatus | '')}
      data={[{ value: '', label: t('fineStatus.all') }, ...FINE_STATUSES.map((s) => ({ value: s, label: word(s) }))]}
    />
  );
}
