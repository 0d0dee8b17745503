import type { MESSAGES } from '@pensia/domain';
import type balance from '../../locales/en/balance.json';
import type common from '../../locales/en/common.json';
import type correspondence from '../../locales/en/correspondence.json';
import type declarations from '../../locales/en/declarations.json';
import type employees from '../../locales/en/employees.json';
import type layout from '../../locales/en/layout.json';
import type parameters from '../../locales/en/parameters.json';
import type session from '../../locales/en/session.json';

/**
 * English is the source of the key types (docs/architecture.md): a key missing from the English file is
 * a type error where it is used; `i18n:check` then makes sure ka and ru have it too.
 */
type LooseNamespace = Record<string, string>;

export interface AppResources {
  common: typeof common;
  layout: typeof layout;
  session: typeof session;
  declarations: typeof declarations;
  employees: typeof employees;
  balance: typeof balance;
  parameters: typeof parameters;
  correspondence: typeof correspondence;
  /**
   * Namespaces of the sign-in, profile and instruction screens: typed loosely until their English files
   * exist, so that adding them never breaks the build of this file.
   */
  auth: LooseNamespace;
  profile: LooseNamespace;
  instruction: LooseNamespace;
  errors: (typeof MESSAGES)['en']['errors'];
  validation: (typeof MESSAGES)['en']['validation'];
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppResources;
  }
}
