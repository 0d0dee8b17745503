import { DEFAULT_PREFIX, isLanguagePrefix, type LanguagePrefix } from '@pensia/domain/i18n/languages';

/**
 * Routes of the specification (section 2), relative to the language prefix, defined once. The router
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
  employees: 'employees',
  // opt-out requests live beside the employees they are for (section 2, "opt-out request list and form")
  optOut: 'employees/opt-out',
  instruction: 'instruction',
  parameters: 'parameters',
  accountChange: 'account/change',
  accountChangeLegal: 'account/change-legal',
  accountReset: 'account/reset',
  declarationsClosed: 'declaration/closed',
  revenueServiceComparison: 'declaration/revenue-service-comparison',
  declarationsReversed: 'declaration/reversed',
  reversingAnnualDeclarations: 'declaration/reversing-annual-declarations',
  popupAdd: 'popup/add',
  declarationNew: 'declaration/new/:id?',
  declarationView: 'declaration/view/:id?',
  declarationViewReversed: 'declaration/view-reversed/:id?',
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

/** Link builders: `paths.employees('en')` is `/en/employees`, `paths.letters('ge', 'new')` is `/ge/letters/new`. */
export const paths = {
  home: (p: LanguagePrefix) => `/${p}`,
  adminLogin: (p: LanguagePrefix) => join(p, 'admin_login'),
  login: (p: LanguagePrefix) => join(p, 'login'),
  register: (p: LanguagePrefix) => join(p, 'register'),
  registerLegalEntity: (p: LanguagePrefix) => join(p, 'register', 'legal-entity'),
  detailedBalance: (p: LanguagePrefix) => join(p, 'detailed-balance'),
  refunds: (p: LanguagePrefix) => join(p, 'detailed-balance', 'refunds'),
  transactions: (p: LanguagePrefix) => join(p, 'detailed-balance', 'transactions'),
  employees: (p: LanguagePrefix) => join(p, 'employees'),
  optOut: (p: LanguagePrefix) => join(p, 'employees', 'opt-out'),
  instruction: (p: LanguagePrefix) => join(p, 'instruction'),
  parameters: (p: LanguagePrefix) => join(p, 'parameters'),
  accountChange: (p: LanguagePrefix) => join(p, 'account', 'change'),
  accountChangeLegal: (p: LanguagePrefix) => join(p, 'account', 'change-legal'),
  accountReset: (p: LanguagePrefix) => join(p, 'account', 'reset'),
  declarationsClosed: (p: LanguagePrefix) => join(p, 'declaration', 'closed'),
  revenueServiceComparison: (p: LanguagePrefix) => join(p, 'declaration', 'revenue-service-comparison'),
  declarationsReversed: (p: LanguagePrefix) => join(p, 'declaration', 'reversed'),
  reversingAnnualDeclarations: (p: LanguagePrefix) => join(p, 'declaration', 'reversing-annual-declarations'),
  popupAdd: (p: LanguagePrefix) => join(p, 'popup', 'add'),
  declarationNew: (p: LanguagePrefix, id?: Part) => join(p, 'declaration', 'new', id),
  declarationView: (p: LanguagePrefix, id?: Part) => join(p, 'declaration', 'view', id),
  declarationViewReversed: (p: LanguagePrefix, id?: Part) => join(p, 'declaration', 'view-reversed', id),
  notifications: (p: LanguagePrefix, id?: Part) => join(p, 'notifications', id),
  letters: (p: LanguagePrefix, type?: Part, id?: Part) => join(p, 'letters', type, id),
  sorry: (p: LanguagePrefix) => join(p, 'sorry'),
  operator: (p: LanguagePrefix) => join(p, 'operator'),
  operatorCompose: (p: LanguagePrefix) => join(p, 'operator', 'compose'),
  operatorSent: (p: LanguagePrefix, kind?: Part, id?: Part) => join(p, 'operator', 'sent', kind, id),
  operatorAudit: (p: LanguagePrefix) => join(p, 'operator', 'audit-log'),
  operatorRefunds: (p: LanguagePrefix) => join(p, 'operator', 'refunds'),
  operatorStatements: (p: LanguagePrefix) => join(p, 'operator', 'bank-statements'),
  operatorProcessing: (p: LanguagePrefix) => join(p, 'operator', 'processing'),
  operatorFines: (p: LanguagePrefix) => join(p, 'operator', 'fines'),
  operatorOptOut: (p: LanguagePrefix) => join(p, 'operator', 'opt-out'),
  operatorRevenue: (p: LanguagePrefix) => join(p, 'operator', 'revenue-service'),
  participant: (p: LanguagePrefix) => join(p, 'participant'),
} satisfies Record<RouteName, (p: LanguagePrefix, ...args: never[]) => string>;

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
