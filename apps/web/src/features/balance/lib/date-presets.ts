/** The date presets of the transactions list: next and previous 7 and 30 days. */
export const DATE_PRESETS = ['all', 'previous7', 'previous30', 'next7', 'next30', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const plusDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/** The range of a preset around `today` (local calendar days, both ends included); null: the preset sets none. */
export function presetRange(preset: DatePreset, today: Date): { dateFrom: string; dateTo: string } | null {
  switch (preset) {
    case 'previous7':
      return { dateFrom: iso(plusDays(today, -7)), dateTo: iso(today) };
    case 'previous30':
      return { dateFrom: iso(plusDays(today, -30)), dateTo: iso(today) };
    case 'next7':
      return { dateFrom: iso(today), dateTo: iso(plusDays(today, 7)) };
    case 'next30':
      return { dateFrom: iso(today), dateTo: iso(plusDays(today, 30)) };
    default:
      return null;
  }
}
