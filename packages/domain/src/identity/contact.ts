import { z } from 'zod';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';

/** Profile mobile: required, at least 9 characters (section 5). */
export const MOBILE_MIN = 9;
export const MOBILE_MAX = 20;

export const MobileSchema = text({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .min(MOBILE_MIN, vmsg('mobileMin', { min: MOBILE_MIN }))
  .max(MOBILE_MAX, vmsg('tooLong', { max: MOBILE_MAX }))
  .regex(/^\+?[0-9 ()-]+$/, vmsg('mobileMin', { min: MOBILE_MIN }));

export const EmailSchema = text({ error: vmsg('emailRequired') })
  .trim()
  .min(1, vmsg('emailRequired'))
  .max(254, vmsg('tooLong', { max: 254 }))
  .pipe(z.email(vmsg('emailFormat')));

export const UsernameSchema = text({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .regex(/^[A-Za-z0-9._-]{3,50}$/, vmsg('usernameFormat'));

/** Free-text name fields: trimmed, required, bounded. Minimum and maximum are parameters (section 5). */
export const NAME_MIN = 2;
export const NAME_MAX = 200;
export const OrganizationNameSchema = text({ error: vmsg('organizationNameRequired') })
  .trim()
  .min(1, vmsg('organizationNameRequired'))
  .min(NAME_MIN, vmsg('tooShort', { min: NAME_MIN }))
  .max(NAME_MAX, vmsg('tooLong', { max: NAME_MAX }));
