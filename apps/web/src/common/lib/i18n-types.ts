import type { Catalogue } from '@pensia/domain/i18n/messages';
import type auth from '../../locales/en/auth.json';
import type balance from '../../locales/en/balance.json';
import type common from '../../locales/en/common.json';
import type correspondence from '../../locales/en/correspondence.json';
import type declarations from '../../locales/en/declarations.json';
import type employees from '../../locales/en/employees.json';
import type employerFines from '../../locales/en/employerFines.json';
import type exports from '../../locales/en/exports.json';
import type fines from '../../locales/en/fines.json';
import type instruction from '../../locales/en/instruction.json';
import type layout from '../../locales/en/layout.json';
import type operator from '../../locales/en/operator.json';
import type optout from '../../locales/en/optout.json';
import type orgUsers from '../../locales/en/orgUsers.json';
import type parameters from '../../locales/en/parameters.json';
import type participant from '../../locales/en/participant.json';
import type portfolioSwitch from '../../locales/en/portfolioSwitch.json';
import type processing from '../../locales/en/processing.json';
import type profile from '../../locales/en/profile.json';
import type refunds from '../../locales/en/refunds.json';
import type reversals from '../../locales/en/reversals.json';
import type annual from '../../locales/en/annual.json';
import type apiKeys from '../../locales/en/apiKeys.json';
import type approvals from '../../locales/en/approvals.json';
import type revenue from '../../locales/en/revenue.json';
import type revenueLoad from '../../locales/en/revenueLoad.json';
import type session from '../../locales/en/session.json';
import type statements from '../../locales/en/statements.json';
import type statementsMatched from '../../locales/en/statementsMatched.json';
import type transactions from '../../locales/en/transactions.json';
import type webhooks from '../../locales/en/webhooks.json';
import type twoFactor from '../../locales/en/twoFactor.json';

/**
 * A namespace added under locales/ is loaded without any change here, but its keys are checked only once
 * its English file is listed below.
 *
 * English is the source of the key types (docs/architecture.md): a key missing from the English file is
 * a type error where it is used; `i18n:check` then makes sure ka and ru have it too.
 */
export interface AppResources {
  common: typeof common;
  layout: typeof layout;
  session: typeof session;
  declarations: typeof declarations;
  employees: typeof employees;
  balance: typeof balance;
  parameters: typeof parameters;
  correspondence: typeof correspondence;
  auth: typeof auth;
  profile: typeof profile;
  instruction: typeof instruction;
  operator: typeof operator;
  refunds: typeof refunds;
  participant: typeof participant;
  portfolioSwitch: typeof portfolioSwitch;
  statements: typeof statements;
  statementsMatched: typeof statementsMatched;
  transactions: typeof transactions;
  twoFactor: typeof twoFactor;
  reversals: typeof reversals;
  annual: typeof annual;
  approvals: typeof approvals;
  revenue: typeof revenue;
  revenueLoad: typeof revenueLoad;
  processing: typeof processing;
  webhooks: typeof webhooks;
  fines: typeof fines;
  employerFines: typeof employerFines;
  optout: typeof optout;
  orgUsers: typeof orgUsers;
  exports: typeof exports;
  apiKeys: typeof apiKeys;
  errors: Catalogue['errors'];
  validation: Catalogue['validation'];
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppResources;
  }
}
