import type { ComponentType } from 'react';
import type { RouteName } from '../../common/lib/paths';

export type RouteAccess = 'auth' | 'guest' | 'public' | 'operator';

export interface RouteEntry {
  name: RouteName;
  access: RouteAccess;
  load: () => Promise<ComponentType>;
}

/**
 * Every route of the portal with who may open it and its lazy page module. Guest
 * routes send a signed-in user home; auth routes send a visitor to sign in; operator routes are the back
 * office, for an operator signed in at admin_login.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { name: 'home', access: 'auth', load: () => import('../../features/declarations/pages/new-declarations-page').then((m) => m.NewDeclarationsPage) },
  { name: 'adminLogin', access: 'guest', load: () => import('../../features/auth/pages/admin-login-page').then((m) => m.AdminLoginPage) },
  { name: 'login', access: 'guest', load: () => import('../../features/auth/pages/login-page').then((m) => m.LoginPage) },
  { name: 'register', access: 'guest', load: () => import('../../features/auth/pages/register-page').then((m) => m.RegisterPage) },
  { name: 'registerLegalEntity', access: 'guest', load: () => import('../../features/auth/pages/register-legal-entity-page').then((m) => m.RegisterLegalEntityPage) },
  { name: 'accountReset', access: 'guest', load: () => import('../../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage) },
  { name: 'detailedBalance', access: 'auth', load: () => import('../../features/balance/pages/detailed-balance-page').then((m) => m.DetailedBalancePage) },
  { name: 'refunds', access: 'auth', load: () => import('../../features/refunds/pages/refunds-page').then((m) => m.RefundsPage) },
  { name: 'transactions', access: 'auth', load: () => import('../../features/balance/pages/transactions-page').then((m) => m.TransactionsPage) },
  { name: 'fines', access: 'auth', load: () => import('../../features/balance/pages/fines-page').then((m) => m.FinesPage) },
  { name: 'optOut', access: 'auth', load: () => import('../../features/optout/pages/optout-page').then((m) => m.OptOutPage) },
  { name: 'employees', access: 'auth', load: () => import('../../features/employees/pages/employees-page').then((m) => m.EmployeesPage) },
  // instructions help before signing in too (the help menu offers them to everyone)
  { name: 'instruction', access: 'public', load: () => import('../../features/instruction/pages/instruction-page').then((m) => m.InstructionPage) },
  { name: 'parameters', access: 'auth', load: () => import('../../features/parameters/pages/parameters-page').then((m) => m.ParametersPage) },
  { name: 'apiKeys', access: 'auth', load: () => import('../../features/api-keys/pages/api-keys-page').then((m) => m.ApiKeysPage) },
  { name: 'webhooks', access: 'auth', load: () => import('../../features/webhooks/pages/webhooks-page').then((m) => m.WebhooksPage) },
  { name: 'accountChange', access: 'auth', load: () => import('../../features/profile/pages/account-change-page').then((m) => m.AccountChangePage) },
  { name: 'twoFactor', access: 'auth', load: () => import('../../features/two-factor/pages/two-factor-page').then((m) => m.TwoFactorPage) },
  { name: 'accountChangeLegal', access: 'auth', load: () => import('../../features/profile/pages/account-change-legal-page').then((m) => m.AccountChangeLegalPage) },
  { name: 'orgUsers', access: 'auth', load: () => import('../../features/org-users/pages/org-users-page').then((m) => m.OrgUsersPage) },
  // an invitation is opened by someone without an account, or on a browser where another is signed in
  { name: 'invitation', access: 'public', load: () => import('../../features/auth/pages/invitation-page').then((m) => m.InvitationPage) },
  { name: 'declarationsClosed', access: 'auth', load: () => import('../../features/declarations/pages/closed-declarations-page').then((m) => m.ClosedDeclarationsPage) },
  { name: 'revenueServiceComparison', access: 'auth', load: () => import('../../features/revenue/pages/revenue-comparison-page').then((m) => m.RevenueComparisonPage) },
  { name: 'declarationsReversed', access: 'auth', load: () => import('../../features/reversals/pages/reversals-page').then((m) => m.ReversalsPage) },
  { name: 'reversingAnnualDeclarations', access: 'auth', load: () => import('../../features/annual/pages/annual-page').then((m) => m.AnnualPage) },
  { name: 'popupAdd', access: 'auth', load: () => import('../../features/declarations/pages/add-declaration-page').then((m) => m.AddDeclarationPage) },
  { name: 'declarationNew', access: 'auth', load: () => import('../../features/declarations/pages/declaration-new-page').then((m) => m.DeclarationNewPage) },
  { name: 'declarationView', access: 'auth', load: () => import('../../features/declarations/pages/declaration-view-page').then((m) => m.DeclarationViewPage) },
  { name: 'declarationViewReversed', access: 'auth', load: () => import('../../features/reversals/pages/reversal-view-page').then((m) => m.ReversalViewPage) },
  { name: 'approvals', access: 'auth', load: () => import('../../features/approvals/pages/approvals-page').then((m) => m.ApprovalsPage) },
  { name: 'notifications', access: 'auth', load: () => import('../../features/correspondence/pages/notifications-page').then((m) => m.NotificationsPage) },
  { name: 'letters', access: 'auth', load: () => import('../../features/correspondence/pages/letters-page').then((m) => m.LettersPage) },
  { name: 'operator', access: 'operator', load: () => import('../../features/operator/pages/organizations-page').then((m) => m.OrganizationsPage) },
  { name: 'operatorCompose', access: 'operator', load: () => import('../../features/operator/pages/compose-page').then((m) => m.ComposePage) },
  { name: 'operatorSent', access: 'operator', load: () => import('../../features/operator/pages/sent-page').then((m) => m.SentPage) },
  { name: 'operatorAudit', access: 'operator', load: () => import('../../features/operator/pages/audit-log-page').then((m) => m.AuditLogPage) },
  { name: 'operatorRefunds', access: 'operator', load: () => import('../../features/operator/pages/refunds-page').then((m) => m.OperatorRefundsPage) },
  { name: 'operatorStatements', access: 'operator', load: () => import('../../features/operator/pages/bank-statements-page').then((m) => m.BankStatementsPage) },
  { name: 'operatorRevenue', access: 'operator', load: () => import('../../features/operator/pages/revenue-load-page').then((m) => m.RevenueLoadPage) },
  { name: 'operatorPortfolios', access: 'operator', load: () => import('../../features/operator/pages/portfolios-page').then((m) => m.PortfoliosPage) },
  { name: 'operatorPortfolioSwitches', access: 'operator', load: () => import('../../features/operator/pages/portfolio-switches-page').then((m) => m.PortfolioSwitchesPage) },
  { name: 'operatorNameChanges', access: 'operator', load: () => import('../../features/operator/pages/name-changes-page').then((m) => m.NameChangesPage) },
  { name: 'operatorProcessing', access: 'operator', load: () => import('../../features/operator/pages/processing-page').then((m) => m.ProcessingPage) },
  { name: 'operatorFines', access: 'operator', load: () => import('../../features/operator/pages/fines-page').then((m) => m.FinesPage) },
  { name: 'operatorOptOut', access: 'operator', load: () => import('../../features/optout/pages/operator-optout-page').then((m) => m.OperatorOptOutPage) },
  // the participant site keeps its own session (features/participant): open to anyone, it asks to sign in when it has none
  { name: 'participant', access: 'public', load: () => import('../../features/participant/pages/participant-page').then((m) => m.ParticipantPage) },
  { name: 'sorry', access: 'public', load: () => import('../pages/sorry-page').then((m) => m.SorryPage) },
];
