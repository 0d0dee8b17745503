import {
  INDIVIDUAL_ENTREPRENEUR_TYPE_ID,
  SECURITY_QUESTION_IDS,
  successMessage,
  type ChangePasswordRequest,
  type DetailedBalance,
  type Lang,
  type RegisterLegalEntityRequest,
  type RegisterPersonRequest,
  type ResetPasswordRequest,
  type UpdateOrganizationRequest,
  type User,
} from '@pensia/domain';
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/create-db.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { dummyPasswordHash, hashSecret, isCommonPassword, normalizeAnswer, verifySecret } from './password.ts';
import { revokeOtherSessions } from './session.repository.ts';
import { clearFailures, countFailure, refuseWhenBlocked, throttleKeys } from './throttle.service.ts';
import * as users from './user.repository.ts';
import { detailedBalance as ledgerDetailedBalance } from '../finance/balance.service.ts';

function refuseCommon(password: string, field: string) {
  if (isCommonPassword(password)) throw new AppError('FILL_CORRECT_FIELDS', { fields: { [field]: 'passwordCommon' } });
}

/**
 * The caller's profile. An operator acting on behalf of an organization sees its own name with that
 * organization's fields and contacts, so the employer screens show the organization it works for.
 */
async function profileOf(db: Db, actor: Actor): Promise<User | undefined> {
  const found = await users.findUserProfile(db, actor.userId);
  // a participant has no profile here: its account is on the participant site
  if (!found || found.role === 'participant') return undefined;
  const row = { ...found, role: found.role };
  // a key acts as a preparer whatever its creator's role, and says which key it is
  if (actor.apiKey) return { ...row, orgRole: 'preparer', apiKeyName: actor.apiKey.name };
  if (!actor.actingOrganizationId) return row;
  // an operator acting for the organization has no role in it
  const org = await users.findOrganizationProfile(db, actor.actingOrganizationId);
  return org ? { ...row, ...org, orgRole: null } : undefined;
}

/** `GET users/{id}`: only the caller's own record; any other id is answered as not found. */
export async function getUser(deps: Deps, actor: Actor, id: string): Promise<User> {
  if (id !== actor.userId) throw new AppError('USER_NOT_FOUND');
  const row = await profileOf(deps.readDb, actor);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string; message?: string };
  return err.code === '23505' && (!constraint || err.constraint === constraint || (err.message ?? '').includes(constraint));
}

async function registerAccount(
  deps: Deps,
  org: { name: string; code: string; typeId: number; isSelfEmployed: boolean },
  input: { username: string; password: string; mobile: string; email: string; securityQuestionId: number; securityAnswer: string },
  person: { firstName: string | null; lastName: string | null; personalNumber: string | null },
  /** The form field that carries the organization's code: the personal number for a physical person. */
  codeField: 'organizationCode' | 'personalNumber',
) {
  const employerRegistered = () => new AppError('EMPLOYER_ALREADY_REGISTERED', { fields: { [codeField]: 'EMPLOYER_ALREADY_REGISTERED' } });
  const usernameTaken = () => new AppError('USERNAME_TAKEN', { fields: { username: 'USERNAME_TAKEN' } });
  refuseCommon(input.password, 'password');
  const [passwordHash, securityAnswerHash] = await Promise.all([hashSecret(input.password), hashSecret(normalizeAnswer(input.securityAnswer))]);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (await users.findOrganizationByCode(trx, org.code)) throw employerRegistered();
      if (await users.findUserByUsername(trx, input.username)) throw usernameTaken();
      const created = await users.insertOrganization(trx, { ...org, mobile: input.mobile, email: input.email });
      return users.insertUser(trx, {
        username: input.username,
        passwordHash,
        role: org.isSelfEmployed ? 'selfEmployed' : 'employer',
        // the organization's first user is its administrator, who invites the others
        orgRole: 'administrator',
        organizationId: created.id,
        ...person,
        mobile: input.mobile,
        email: input.email,
        securityQuestionId: input.securityQuestionId,
        securityAnswerHash,
      });
    });
  } catch (e) {
    // two registrations racing for one code or username: the unique index decides, the answer is the same
    if (isUniqueViolation(e, 'organizations_code_key')) throw employerRegistered();
    if (isUniqueViolation(e, 'users_username_key')) throw usernameTaken();
    throw e;
  }
}

/** Registration as a physical person: a self-employed person, identified by the personal number. */
export function registerPerson(deps: Deps, input: RegisterPersonRequest) {
  return registerAccount(
    deps,
    { name: `${input.firstName} ${input.lastName}`, code: input.personalNumber, typeId: INDIVIDUAL_ENTREPRENEUR_TYPE_ID, isSelfEmployed: true },
    input,
    { firstName: input.firstName, lastName: input.lastName, personalNumber: input.personalNumber },
    'personalNumber',
  );
}

export function registerLegalEntity(deps: Deps, input: RegisterLegalEntityRequest) {
  return registerAccount(
    deps,
    { name: input.organizationName, code: input.organizationCode, typeId: input.organizationTypeId, isSelfEmployed: false },
    input,
    { firstName: null, lastName: null, personalNumber: null },
    'organizationCode',
  );
}

/**
 * Recovery step 1. An unknown username gets a question too (the same one every time, derived from the
 * name), so the answer does not tell whether an account exists.
 */
export async function securityQuestionOf(deps: Deps, username: string): Promise<number> {
  const user = await users.findUserByUsername(deps.readDb, username);
  if (user?.securityQuestionId && user.role !== 'operator') return user.securityQuestionId;
  const digest = createHash('sha256').update(username.trim().toLowerCase()).digest();
  return SECURITY_QUESTION_IDS[digest[0]! % SECURITY_QUESTION_IDS.length]!;
}

/** Recovery step 2: the answer, throttled like sign-in; all sessions of the account end. */
export async function resetPassword(deps: Deps, input: ResetPasswordRequest, ip: string | null) {
  const keys = throttleKeys('reset', input.username, ip);
  await refuseWhenBlocked(deps, keys);
  const now = deps.clock.now();
  const user = await users.findUserByUsername(deps.db, input.username);
  const stored = user && user.role !== 'operator' ? user.securityAnswerHash : null;
  const ok = await verifySecret(stored ?? (await dummyPasswordHash()), normalizeAnswer(input.securityAnswer));
  if (!user || !stored || !ok) {
    await countFailure(deps, keys);
    throw new AppError('ANSWERS_INVALID');
  }
  refuseCommon(input.newPassword, 'newPassword');
  const passwordHash = await hashSecret(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await users.updatePassword(trx, user.id, passwordHash, now);
    await revokeOtherSessions(trx, user.id, null, 'password reset', now);
  });
  await clearFailures(deps, keys);
}

/** Password change: the old password must match; other sessions of the account end. */
export async function changePassword(deps: Deps, actor: Actor, input: ChangePasswordRequest, lang: Lang, ip: string | null): Promise<{ message: string }> {
  const user = await users.findUserById(deps.db, actor.userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  // a stolen access token must not become a way to guess the password
  const keys = throttleKeys('password', user.id, ip);
  await refuseWhenBlocked(deps, keys);
  if (!(await verifySecret(user.passwordHash, input.oldPassword))) {
    await countFailure(deps, keys);
    throw new AppError('OLD_PASSWORD_WRONG', { fields: { oldPassword: 'OLD_PASSWORD_WRONG' } });
  }
  await clearFailures(deps, keys);
  if (input.oldPassword === input.newPassword) throw new AppError('PASSWORD_CANNOT_CHANGE');
  refuseCommon(input.newPassword, 'newPassword');
  const passwordHash = await hashSecret(input.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await users.updatePassword(trx, user.id, passwordHash, now);
    await revokeOtherSessions(trx, user.id, actor.sessionId, 'password changed', now);
  });
  return { message: successMessage(lang, 'passwordUpdated') };
}

/**
 * Profile edit: mobile and email of the caller's own account and organization. The identifying fields
 * must be the caller's own; a different value is refused under its field, nothing is changed.
 */
export async function updateOrganization(deps: Deps, actor: Actor, input: UpdateOrganizationRequest): Promise<User> {
  if (!actor.organizationId || input.id !== actor.userId) throw new AppError('RECORD_NOT_FOUND');
  const current = await profileOf(deps.db, actor);
  if (!current) throw new AppError('USER_NOT_FOUND');
  const fields: Record<string, string> = {};
  if (input.organizationCode != null && input.organizationCode !== current.organizationCode) fields.organizationCode = 'readOnly';
  if (input.organizationTypeId != null && input.organizationTypeId !== current.organizationTypeId) fields.organizationTypeId = 'readOnly';
  if (input.organizationName != null && input.organizationName.trim() !== current.organizationName) fields.organizationName = 'readOnly';
  if (Object.keys(fields).length) throw new AppError('DATA_NOT_CHANGED', { status: 400, fields });
  const now = deps.clock.now();
  const contacts = { mobile: input.mobile, email: input.email };
  await deps.db.transaction().execute(async (trx) => {
    // an operator acting on behalf changes the organization's contacts, never its own account
    if (!actor.actingOrganizationId) await users.updateUserContacts(trx, actor.userId, actor.organizationId!, contacts, now);
    await users.updateOrganizationContacts(trx, actor.organizationId!, contacts, now);
  });
  return { ...current, ...contacts };
}

/** Balance of the caller's organization from its ledger. The code in the query, when given, must be the caller's. */
export function detailedBalance(deps: Deps, actor: Actor, userId: string, query: { organizationCode?: string; month?: string }): Promise<DetailedBalance> {
  return ledgerDetailedBalance(deps, actor, userId, query);
}
