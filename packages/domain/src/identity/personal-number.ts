import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';

import { PERSONAL_NUMBER_LENGTH } from './personal-number-format.ts';

export { isPersonalNumber, PERSONAL_NUMBER_LENGTH } from './personal-number-format.ts';

export const PersonalNumberSchema = text({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .regex(/^\d+$/, vmsg('personalNumberDigits'))
  .length(PERSONAL_NUMBER_LENGTH, vmsg('personalNumberLength'));
