import { forwardRef, useState } from 'react';
import { DateInput } from '@mantine/dates';
// the date picker's own styles come with the only field that uses it (app/styles/screen-components.ts)
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/ka';
import 'dayjs/locale/ru';
import { parseDateCell } from '@pensia/domain/declarations/template-cells';
import type { Lang } from '@pensia/domain/i18n/languages';
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
  /**
   * The date the picker opens on while the field is empty, 'YYYY-MM-DD' (a birth date: some 30 years ago, not
   * this month); with `pickYearFirst` it opens on that date's decade to choose the year, then the month and day.
   */
  openOn?: string;
  pickYearFirst?: boolean;
}

/** A whole date typed (not one still being typed): dd.mm.yyyy, dd/mm/yyyy or yyyy-mm-dd that reads as a date. */
export function isWholeDate(text: string): boolean {
  return /^\s*(\d{1,2}[./]\d{1,2}[./]\d{4}|\d{4}-\d{2}-\d{2})\s*$/.test(text) && parseDateCell(text.trim()).ok;
}

/**
 * A date typed and shown as dd.mm.yyyy in every language, with the UI library's picker in the portal's
 * language instead of the browser's own input (which follows the browser, not the portal). What it gives
 * and takes is the ISO date the server reads. Typed text is read like a template's date cell: dd.mm.yyyy,
 * dd/mm/yyyy or yyyy-mm-dd.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, value, onChange, onBlur, name, required, error, description, maxDate, minDate, openOn, pickYearFirst },
  ref,
) {
  const { t, i18n } = useTranslation('common');
  const lang = (i18n.language as Lang) in DAYJS_LOCALE ? (i18n.language as Lang) : 'ka';
  // the picker is shown while the field has the focus, until a day is chosen, a whole date is typed or Escape
  // is pressed; a click or typing shows it again
  const [open, setOpen] = useState(false);
  const [typedWhole, setTypedWhole] = useState(false);
  const shown = open && !typedWhole;
  const show = () => {
    setTypedWhole(false);
    setOpen(true);
  };
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
      onBlur={() => {
        setOpen(false);
        onBlur?.();
      }}
      onInput={(e) => {
        setOpen(true);
        setTypedWhole(isWholeDate(e.currentTarget.value));
      }}
      onClick={show}
      onFocus={show}
      onKeyDown={(e) => {
        // Escape closes the picker alone: a dialog around the field stays open with what was typed
        if (e.key === 'Escape' && shown) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
      // read by the dialog's Escape listener (the UI library's own mark), which runs before the field's
      data-mantine-stop-propagation={shown ? 'true' : undefined}
      getDayProps={() => ({ onClick: () => setOpen(false) })}
      defaultDate={openOn}
      defaultLevel={pickYearFirst && !value ? 'decade' : 'month'}
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
      popoverProps={{ withinPortal: true, opened: shown }}
      autoComplete="off"
    />
  );
});
