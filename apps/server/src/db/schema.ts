import type { ColumnType, Generated } from 'kysely';
import type { OrgRole, SystemReasonCode } from '@pensia/domain';

/** Table types in camelCase (the CamelCasePlugin maps them to snake_case columns). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** NUMERIC(14,2): a decimal string in and out, never a float. */
type Numeric = ColumnType<string, string, string>;
/** DATE: 'YYYY-MM-DD' strings (parsers are set so both drivers answer strings). */
type DateOnly = ColumnType<string, string, string>;

/** Where a correspondence send stands (docs/decisions/0087, 0089). */
type DispatchStatusColumn = 'sending' | 'sent' | 'failed';

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  code: string;
  typeId: number;
  isSelfEmployed: Generated<boolean>;
  mobile: string | null;
  email: string | null;
  /** What one user prepares takes effect only once another approves it (user/org-roles.ts). */
  requiresApproval: Generated<boolean>;
  /** Every user must sign in with a second factor (decision 0104). */
  requiresTwoFactor: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  username: string;
  passwordHash: string;
  role: 'employer' | 'selfEmployed' | 'operator' | 'participant';
  organizationId: string | null;
  firstName: string | null;
  lastName: string | null;
  personalNumber: string | null;
  mobile: string | null;
  email: string | null;
  securityQuestionId: number | null;
  securityAnswerHash: string | null;
  totpSecret: string | null;
  totpLastStep: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  /** A second factor being enrolled: becomes totpSecret once a code from it is confirmed. */
  totpPendingSecret: ColumnType<string | null, string | null | undefined, string | null>;
  isEmployee: Generated<boolean>;
  /** The user's role in its organization; null for operators and participants. */
  orgRole: ColumnType<OrgRole | null, OrgRole | null | undefined, OrgRole | null>;
  /** Set when the organization's administrator disabled the user: it can no longer sign in. */
  disabledAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lastLoginAt: Date | null;
  passwordChangedAt: Timestamp;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  userId: string;
  audience: 'user' | 'operator' | 'participant';
  createdAt: Timestamp;
  lastActivityAt: Timestamp;
  revokedAt: Date | null;
  revokedReason: string | null;
  ip: string | null;
  userAgent: string | null;
  /** An operator's session acting on behalf of this organization. */
  actingOrganizationId: ColumnType<string | null, string | null | undefined, string | null>;
  /** The operator's own session an acting session was opened from; revoking it ends the acting one. */
  parentSessionId: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the session's user last gave its second factor (sign-in or step-up): writes asking for it look here. */
  stepUpAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A single-use recovery code of an enrolment, as the SHA-256 hash of the user's id and the code. */
export interface TotpRecoveryCodesTable {
  userId: string;
  codeHash: string;
  usedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A notice to one user of something done in its organization (decision 0104). */
export interface UserNoticesTable {
  id: Generated<string>;
  userId: string;
  organizationId: string;
  kind: 'bankAccountAdded';
  /** bankAccountAdded: `{ iban, by, at }`. */
  params: ColumnType<Record<string, string>, string, string>;
  createdAt: Timestamp;
  readAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface RefreshTokensTable {
  tokenHash: string;
  sessionId: string;
  issuedAt: Timestamp;
  usedAt: Date | null;
}

export interface AuthThrottleTable {
  key: string;
  failures: number;
  windowStartedAt: Timestamp;
  blockedUntil: Date | null;
}

export type AuditOutcome = 'ok' | 'refused' | 'failed';

export interface AuditLogTable {
  id: Generated<string>;
  at: CreatedAt;
  correlationId: string;
  userId: string | null;
  operatorId: string | null;
  organizationId: string | null;
  method: string;
  route: string;
  status: number;
  ip: string | null;
  durationMs: number | null;
  /** The record the call created or touched (a letter's id, an organization acted for). */
  targetId: ColumnType<string | null, string | null | undefined, string | null>;
  /** An operator's call made while acting on behalf of organizationId. */
  onBehalf: Generated<boolean>;
  /** The API operation called (its contract's operationId); null on rows older than the column. */
  operation: ColumnType<string | null, string | null | undefined, string | null>;
  /** How the call ended: a refusal may answer 200 (a sign-in refused), so the status alone does not tell. */
  outcome: ColumnType<AuditOutcome, AuditOutcome | undefined, AuditOutcome>;
  /** The code of the reason a call was refused or failed (INVALID_CREDENTIALS, OTP_INVALID, …). */
  reasonCode: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account a sign-in tried, as typed: there is no signed-in user yet. */
  account: ColumnType<string | null, string | null | undefined, string | null>;
  /** The API key the call came with (its creator is userId). */
  apiKeyId: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TransactionsTable {
  id: Generated<string>;
  organizationId: string;
  number: string;
  paidAt: DateOnly;
  registeredAt: Timestamp;
  bankName: string;
  accountNumber: string;
  amount: Numeric;
  reason: string;
}

interface CorrespondenceColumns {
  id: Generated<string>;
  type: string;
  subjectKa: string;
  textKa: string;
  subjectEn: string | null;
  textEn: string | null;
  subjectRu: string | null;
  textRu: string | null;
  sentAt: Timestamp;
  sentBy: string | null;
  /** `sending` while its job addresses it (unseen by recipients), then `sent` (docs/decisions/0087). */
  dispatchStatus: ColumnType<DispatchStatusColumn, DispatchStatusColumn | undefined, DispatchStatusColumn>;
  /** The codes it is sent to; null: every organization. */
  recipientCodes: string[] | null;
  /** The last organization id its job has addressed. */
  sendCursor: string | null;
  /** Its recipients, once sent. */
  recipientCount: number | null;
}

export type LettersTable = CorrespondenceColumns;
export interface NotificationsTable extends CorrespondenceColumns {
  isObligatory: Generated<boolean>;
}

export interface LetterRecipientsTable {
  letterId: string;
  organizationId: string;
  receivedAt: Timestamp;
  /** First opened by the organization: no longer new (docs/decisions/0054). */
  openedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  readAt: Date | null;
}

export interface NotificationRecipientsTable {
  notificationId: string;
  organizationId: string;
  receivedAt: Timestamp;
  /** First opened by the organization: no longer new (docs/decisions/0054). */
  openedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  readAt: Date | null;
}

export interface FilesTable {
  id: Generated<string>;
  name: string;
  contentType: string;
  kind: 'pdf' | 'djvu' | 'excel' | 'word' | 'txt' | 'image' | 'archive';
  sizeBytes: number;
  sha256: string;
  /** Where the bytes are: `database` (content below); an object store would keep its key instead. */
  storage: Generated<string>;
  content: Uint8Array | null;
  createdAt: CreatedAt;
  createdBy: string | null;
}

export interface LetterAttachmentsTable {
  letterId: string;
  fileId: string;
  position: Generated<number>;
}

export interface NotificationAttachmentsTable {
  notificationId: string;
  fileId: string;
  position: Generated<number>;
}

export type DeclarationStatus = 'draft' | 'saved' | 'open' | 'closed';

export interface DeclarationsTable {
  id: Generated<string>;
  organizationId: string;
  /** Drawn from a sequence (`declaration_number_seq`). NUMERIC and INT8 come back as text. */
  number: ColumnType<string, never, never>;
  year: number;
  month: number;
  type: string;
  form: 'simple' | 'detailed';
  status: Generated<DeclarationStatus>;
  isProcessing: Generated<boolean>;
  /** Submitted for approval and not yet decided: no change until it is approved, sent back or withdrawn. */
  awaitingApproval: Generated<boolean>;
  /** Optimistic-concurrency counter: the ETag of the declaration. */
  version: Generated<number>;
  rowCount: Generated<number>;
  totalBase: ColumnType<string, string | undefined, string>;
  totalEmployeeContribution: ColumnType<string, string | undefined, string>;
  totalOrganizationContribution: ColumnType<string, string | undefined, string>;
  totalAmount: ColumnType<string, string | undefined, string>;
  errorCount: Generated<number>;
  warningCount: Generated<number>;
  activationDate: Date | null;
  closingDate: Date | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  modifiedAt: Timestamp;
  /** Its reversing declarations: one not yet completed (`open`), all completed (`closed`), none (null). */
  reversalStatus: ColumnType<'open' | 'closed' | null, 'open' | 'closed' | null | undefined, 'open' | 'closed' | null>;
  /** Sum of the differences of its completed reversals (the correcting amount); null: none. */
  sumAmount: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DeclarationDetailsTable {
  id: Generated<string>;
  declarationId: string;
  organizationId: string;
  rowNumber: number;
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: DateOnly;
  gender: 'male' | 'female';
  grossSalary: Numeric;
  additionalBenefits: Numeric;
  nonCashBenefits: Numeric;
  otherWithheldAmount: Numeric | null;
  incomeTax: Numeric | null;
  netAmount: Numeric | null;
  employeeContribution: Numeric;
  organizationContribution: Numeric;
  optIn: boolean;
  hasWrittenRequest: boolean;
  /** Errors and warnings of the row (domain RowIssue[]), kept so val-errors and filters need no recomputation. */
  issues: ColumnType<{ tier: 'error' | 'warning'; field: string | null; message: string }[], string, string>;
  hasError: boolean;
  hasWarning: boolean;
  /** A name confirmed as changed: the employer's reason, and the name on record then (both or neither). */
  nameChangeReason: string | null;
  nameOnRecord: string | null;
  createdAt: CreatedAt;
  modifiedAt: Timestamp;
}

/** The last upload of a declaration (one per declaration). */
export interface UploadReportsTable {
  declarationId: string;
  organizationId: string;
  fileName: string;
  accepted: number;
  rejected: number;
  uploadedBy: string | null;
  uploadedAt: Date;
}

/** A row the last upload rejected, waiting to be fixed in place or let go. */
export interface UploadRejectedRowsTable {
  id: Generated<string>;
  declarationId: string;
  organizationId: string;
  rowNumber: number;
  /** What the file held, as text, by template column key. */
  cellValues: ColumnType<Record<string, string | null>, string, string>;
  /** `{ field, message }` with the message as a validation reference. */
  issues: ColumnType<{ field: string | null; message: string }[], string, string>;
}

export interface FinesTable {
  id: Generated<string>;
  organizationId: string;
  declarationId: string | null;
  /** Drawn from `fine_number_seq` ('F-1001') unless given. */
  number: ColumnType<string, string | undefined, never>;
  amount: Numeric;
  imposedOn: DateOnly;
  status: 'valid' | 'canceled' | 'appealed';
  reason: string | null;
  /** Why the status last changed (the operator's words), and when. */
  statusReason: ColumnType<string | null, string | null | undefined, string | null>;
  statusChangedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  imposedBy: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

/** A movement of an organization's ledger: never updated or deleted (a trigger refuses it). */
export interface LedgerMovementsTable {
  id: Generated<string>;
  /** Order of writing. INT8 comes back as text. */
  seq: ColumnType<string, never, never>;
  organizationId: string;
  kind: 'payment_received' | 'contribution_due' | 'contribution_adjustment' | 'fine_imposed' | 'fine_cancelled' | 'fine_appealed' | 'fine_reinstated' | 'refund_paid' | 'contribution_returned' | 'payment_reversed' | 'annual_adjustment';
  /** Signed effect on the balance. */
  amount: Numeric;
  valueDate: DateOnly;
  sourceKind: 'transaction' | 'declaration' | 'reversal' | 'fine' | 'refund' | 'optout' | 'annual_declaration';
  sourceId: string;
  /** Typed by a person (an operator's words, a bank's text); null when the system names the reason by a code. */
  reason: ColumnType<string | null, string | null | undefined, never>;
  /** The system's reason (docs/decisions/0074): a code and its parameters, rendered in the reader's language. */
  reasonCode: ColumnType<SystemReasonCode | null, SystemReasonCode | null | undefined, never>;
  reasonParams: ColumnType<Record<string, string> | null, string | null | undefined, never>;
  countersId: ColumnType<string | null, string | null | undefined, never>;
  createdBy: ColumnType<string | null, string | null | undefined, never>;
  createdAt: CreatedAt;
}

export interface IdempotencyKeysTable {
  /** The organization the key belongs to, or else… */
  organizationId: string | null;
  /** …the user (the back office's writes). */
  userId: string | null;
  /** Computed by the database: the one the key is unique within. */
  scope: ColumnType<string, never, never>;
  key: string;
  requestHash: string;
  status: 'running' | 'done';
  responseStatus: number | null;
  responseBody: ColumnType<unknown, string | null, string | null>;
  createdAt: Timestamp;
  completedAt: Date | null;
}

export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  totpRecoveryCodes: TotpRecoveryCodesTable;
  userNotices: UserNoticesTable;
  refreshTokens: RefreshTokensTable;
  authThrottle: AuthThrottleTable;
  auditLog: AuditLogTable;
  transactions: TransactionsTable;
  letters: LettersTable;
  letterRecipients: LetterRecipientsTable;
  notifications: NotificationsTable;
  notificationRecipients: NotificationRecipientsTable;
  declarations: DeclarationsTable;
  declarationDetails: DeclarationDetailsTable;
  uploadReports: UploadReportsTable;
  uploadRejectedRows: UploadRejectedRowsTable;
  fines: FinesTable;
  ledgerMovements: LedgerMovementsTable;
  idempotencyKeys: IdempotencyKeysTable;
  files: FilesTable;
  letterAttachments: LetterAttachmentsTable;
  notificationAttachments: NotificationAttachmentsTable;
}
