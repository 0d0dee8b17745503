import { participationCategory } from '../declarations/contributions.ts';
import type { Gender, IsoDate } from '../declarations/declaration.schema.ts';

/**
 * Who may opt out of the scheme, and when (domain-rules.md, Opt-out; Law on Funded Pensions 2018):
 * only a participant who was 40 or older on 6 August 2018 and below pension age, by a request filed
 * between the 3rd and the 5th month after joining. Joining is the month of the first contribution, which
 * is the 1st month: joined in January, the request may be filed from 1 March to 31 May.
 */

/** The window counted in months, the month of joining being the 1st. */
export const OPT_OUT_FIRST_MONTH = 3;
export const OPT_OUT_LAST_MONTH = 5;

export type OptOutRefusal =
  /** younger than 40 on 6 August 2018: a mandatory participant */
  | 'mandatoryParticipant'
  /** of pension age then: not a participant, nothing to leave */
  | 'notParticipant'
  /** no contribution yet: not joined */
  | 'notJoined'
  | 'beforeWindow'
  | 'afterWindow';

export interface OptOutWindow {
  /** First day a request may be filed. */
  opens: IsoDate;
  /** Last day a request may be filed. */
  closes: IsoDate;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month `offset` months after (year, month), as [year, month]. */
function addMonths(year: number, month: number, offset: number): [number, number] {
  const index = year * 12 + (month - 1) + offset;
  return [Math.floor(index / 12), (index % 12) + 1];
}

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The window of a participant who joined in `joined` (the month of the first contribution). */
export function optOutWindow(joined: { year: number; month: number }): OptOutWindow {
  const [oy, om] = addMonths(joined.year, joined.month, OPT_OUT_FIRST_MONTH - 1);
  const [cy, cm] = addMonths(joined.year, joined.month, OPT_OUT_LAST_MONTH - 1);
  return { opens: `${oy}-${pad(om)}-01`, closes: `${cy}-${pad(cm)}-${pad(lastDayOf(cy, cm))}` };
}

/** Whether a person may file an opt-out request on a day; the reason when not. */
export function optOutRefusal(p: {
  birthDate: IsoDate;
  gender: Gender;
  joined: { year: number; month: number } | null;
  on: IsoDate;
}): OptOutRefusal | null {
  const category = participationCategory(p.birthDate, p.gender);
  if (category === 'mandatory') return 'mandatoryParticipant';
  if (category === 'pensionAge') return 'notParticipant';
  if (!p.joined) return 'notJoined';
  const w = optOutWindow(p.joined);
  if (p.on < w.opens) return 'beforeWindow';
  if (p.on > w.closes) return 'afterWindow';
  return null;
}
