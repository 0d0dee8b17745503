import { isCorrespondencePath } from '../../common/lib/paths';

export type CorrespondenceAlert = 'obligatory' | 'letters' | null;

export interface AlertInput {
  isAdmin: boolean;
  newObligatoryNotifications: number;
  newLetters: number;
  pathname: string;
}

/**
 * Which alert to show (section 4): none for admins and none on the notifications or letters screens;
 * unread obligatory notifications come first; the letter alert only when there are none of those and
 * there are new letters.
 */
export function pickAlert({ isAdmin, newObligatoryNotifications, newLetters, pathname }: AlertInput): CorrespondenceAlert {
  if (isAdmin || isCorrespondencePath(pathname)) return null;
  if (newObligatoryNotifications > 0) return 'obligatory';
  if (newLetters > 0) return 'letters';
  return null;
}
