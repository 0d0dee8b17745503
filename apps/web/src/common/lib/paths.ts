import { DEFAULT_PREFIX, isLanguagePrefix, type LanguagePrefix } from '@pensia/domain/i18n/languages';

/**
 * Routes of the portal, relative to the language prefix, defined once. The router
 * is built from `ROUTES`; links are built with `paths` so that a renamed route changes in one place.
 */
export const ROUTES = {
  home: '',
  adminLogin: 'admin_login',
  login: 'login',
  register: 'register',
  registerLegalEntity: 'register/legal-entity',
  detailedBalance: 'detailed-balance',
  // refund requests live beside the detailed balance they come from (section 2, "Other screens evidenced")
  refunds: 'detailed-balance/refunds',
  transactions: 'detailed-balance/transactions',
  // the employer's own fines, each with its payment order (issue 25, point 12)
  fines: 'fines',
  employees: 'employees',
  // opt-out requests live beside the employees they are for (section 2, "opt-out request list and form")
  optOut: 'employees/opt-out',
  instruction: 'instruction',
  parameters: 'parameters',
  // the organization's API keys for payroll software: its administrator's (docs/decisions/0101)
  apiKeys: 'api-keys',
  webhooks: 'webhooks',
  accountChange: 'account/change',
  accountChangeLegal: 'account/change-legal',
  // two-step verification of an organization's user (decision 0104)
  twoFactor: 'account/two-factor',
  accountReset: 'account/reset',
  // the organization's users, for its administrators, and the link an administrator hands to a person invited
  orgUsers: 'organization/users',
  invitation: 'invitation',
  declarationsClosed: 'declaration/closed',
  revenueServiceComparison: 'declaration/revenue-service-comparison',
  declarationsReversed: 'declaration/reversed',
  reversingAnnualDeclarations: 'declaration/reversing-annual-declarations',
  popupAdd: 'popup/add',
  declarationNew: 'declaration/new/:id?',
  declarationView: 'declaration/view/:id?',
  declarationViewReversed: 'declaration/view-reversed/:id?',
  // what the organization's users submitted for a second user's approval (four eyes)
  approvals: 'approvals',
  notifications: 'notifications/:id?',
  letters: 'letters/:type?/:id?',
  sorry: 'sorry',
  // the agency's back office, reached after admin_login
  operator: 'operator',
  operatorCompose: 'operator/compose',
  operatorSent: 'operator/sent/:kind?/:id?',
  operatorAudit: 'operator/audit-log',
  operatorRefunds: 'operator/refunds',
  operatorStatements: 'operator/bank-statements',
  operatorProcessing: 'operator/processing',
  operatorFines: 'operator/fines',
  operatorOptOut: 'operator/opt-out',
  operatorRevenue: 'operator/revenue-service',
  operatorPortfolios: 'operator/portfolios',
  operatorPortfolioSwitches: 'operator/portfolio-switches',
  operatorNameChanges: 'operator/name-changes',
  // the participant's own account (the site a participant's sign-in goes to)
  participant: 'participant',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The letters route opens the newest unread letter with this type value (section 2). */
export const NEW_LETTER_TYPE = 'new';

type Part = string | number | undefined | null;

function join(prefix: LanguagePrefix, ...parts: Part[]): string {
  const rest = parts.filter((p): p is string | number => p !== undefined && p !== null && p !== '').map((p) => encodeURIComponent(String(p)));
  return `/${[prefix, ...rest].join('/')}`;
}

/** The arguments of a route's parameters (`:id?` …), each optional, in their order in the route. */
type ArgsOf<S extends string> = S extends `${string}/:${string}/${infer Rest}` ? [Part?, ...ArgsOf<`/${Rest}`>] : S extends `${string}/:${string}` ? [Part?] : [];

/** The link builder of a route: the language prefix, then its parameters' values. */
type Builder<S extends string> = (p: LanguagePrefix, ...args: ArgsOf<S>) => string;

/**
 * Link builders, one for each route of `ROUTES`, made from it: `paths.employees('en')` is `/en/employees`,
 * `paths.letters('ge', 'new')` is `/ge/letters/new`. A parameter left out is left out of the link.
 */
export const paths = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => {
    const fixed = route.split('/').filter((s) => s && !s.startsWith(':'));
    return [name, (p: LanguagePrefix, ...args: Part[]) => join(p, ...fixed, ...args)];
  }),
) as { [K in RouteName]: Builder<(typeof ROUTES)[K]> };

/** Splits `/en/employees?x=1` into the language prefix (if any) and the rest (`/employees?x=1`). */
export function splitLanguage(path: string): { prefix: LanguagePrefix | null; rest: string } {
  const m = /^\/([^/?#]*)(.*)$/.exec(path);
  if (!m) return { prefix: null, rest: path };
  const first = m[1]!;
  if (isLanguagePrefix(first)) return { prefix: first, rest: m[2] || '' };
  return { prefix: null, rest: path };
}

/** The same place in another language: `/ge/employees` → `/en/employees`. Query and hash are kept. */
export function switchLanguagePath(path: string, to: LanguagePrefix): string {
  const { rest } = splitLanguage(path);
  if (rest === '' || rest === '/') return `/${to}`;
  return `/${to}${rest.startsWith('/') ? rest : `/${rest}`}`;
}

/**
 * Where a path without a language prefix goes (section 2): the same path under the current language;
 * the root goes to the default language.
 */
export function languageRedirectTarget(path: string, current: LanguagePrefix): string {
  const { prefix } = splitLanguage(path);
  if (prefix) return path;
  const [pathname = '/'] = path.split(/[?#]/, 1);
  if (pathname === '/' || pathname === '') return `/${DEFAULT_PREFIX}${path.slice(pathname.length)}`;
  return `/${current}${path}`;
}

/** Whether a path is one of the correspondence screens, where the alerts are never shown (section 4). */
export function isCorrespondencePath(path: string): boolean {
  const { rest } = splitLanguage(path);
  return /^\/(notifications|letters)(\/|$|\?|#)/.test(rest);
}
