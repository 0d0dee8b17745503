import { forwardRef } from 'react';
import { DateInput } from '@mantine/dates';
import 'dayjs/locale/ka';
import 'dayjs/locale/ru';
import { parseDateCell, type Lang } from '@pensia/domain';
import { useTranslation } from 'react-i18next';

/** dayjs's names of the portal's languages (month and weekday names of the picker). */
const DAYJS_LOCALE: Record<Lang, string> = { ka: 'ka', en: 'en', ru: 'ru' };

export interface DateFieldProps {
  label: string;
  /** The date as the server takes it, 'YYYY-MM-DD'; '' when none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  error?: string;
  description?: string;
  /** The last date that may be chosen, 'YYYY-MM-DD'. */
  maxDate?: string;
  minDate?: string;
}

/**
 * A date typed and shown as dd.mm.yyyy in every language, with the UI library's picker in the portal's
 * language instead of the browser's own input (which follows the browser, not the portal). What it gives
 * and takes is the ISO date the server reads. Typed text is read like a template's date cell: dd.mm.yyyy,
 * dd/mm/yyyy or yyyy-mm-dd.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, value, onChange, onBlur, name, required, error, description, maxDate, minDate },
  ref,
) {
  const { t, i18n } = useTranslation('common');
  const lang = (i18n.language as Lang) in DAYJS_LOCALE ? (i18n.language as Lang) : 'ka';
  return (
    <DateInput
      ref={ref}
      label={label}
      name={name}
      required={required}
      error={error}
      description={description}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      onBlur={onBlur}
      valueFormat="DD.MM.YYYY"
      placeholder={t('datePlaceholder')}
      locale={DAYJS_LOCALE[lang]}
      dateParser={(text) => {
        const read = parseDateCell(text);
        return read.ok ? read.value : null;
      }}
      maxDate={maxDate}
      minDate={minDate}
      clearable={!required}
      popoverProps={{ withinPortal: true }}
      autoComplete="off"
    />
  );
});
