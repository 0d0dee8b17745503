import {
  INVITATION_TTL_DAYS,
  type AcceptInvitationRequest,
  type CreateInvitationRequest,
  type CreatedInvitation,
  type Invitation,
  type InvitationPreview,
  type OrgUser,
  type UpdateOrgUserRequest,
} from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { hashToken, newRefreshToken } from '../../lib/tokens.ts';
import { forgetSessionsOf } from '../user/auth.service.ts';
import { hashSecret, isCommonPassword, normalizeAnswer } from '../user/password.ts';
import { revokeOtherSessions } from '../user/session.repository.ts';
import { findUserByUsername, insertUser } from '../user/user.repository.ts';
import * as repo from './org-users.repository.ts';

/** The users of an organization and the invitations of its administrators (docs/decisions/0100). */

function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return actor.organizationId;
}

const iso = (d: Date | string) => new Date(d).toISOString();

type UserRow = Awaited<ReturnType<typeof repo.listUsers>>[number];

function toOrgUser(r: UserRow, actor: Actor): OrgUser {
  return {
    id: r.id,
    username: r.username,
    firstName: r.firstName,
    lastName: r.lastName,
    personalNumber: r.personalNumber,
    email: r.email,
    orgRole: r.orgRole!,
    lastLoginAt: r.lastLoginAt ? iso(r.lastLoginAt) : null,
    disabled: r.disabledAt !== null,
    isSelf: r.id === actor.userId,
  };
}

type InvitationRow = Awaited<ReturnType<typeof repo.listPendingInvitations>>[number];

function toInvitation(r: InvitationRow): Invitation {
  return { ...r, createdAt: iso(r.createdAt), expiresAt: iso(r.expiresAt) };
}

/** `GET organization-users`. */
export async function listUsers(deps: Deps, actor: Actor): Promise<OrgUser[]> {
  return (await repo.listUsers(deps.db, organizationOf(actor))).map((r) => toOrgUser(r, actor));
}

/**
 * `PUT organization-users/{id}`: a user's role, or its being disabled. The organization's row is locked first,
 * so that of two requests that would each leave one active administrator (two administrators demoting each
 * other) the second sees the first's result and is refused. Disabling ends the user's sessions at once.
 */
export async function updateUser(deps: Deps, actor: Actor, id: string, body: UpdateOrgUserRequest): Promise<OrgUser> {
  const organizationId = organizationOf(actor);
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const now = deps.clock.now();
  const updated = await deps.db.transaction().execute(async (trx) => {
    await repo.lockOrganization(trx, organizationId);
    const user = await repo.findUser(trx, organizationId, id);
    if (!user) throw new AppError('RECORD_NOT_FOUND');
    const role = body.orgRole ?? user.orgRole!;
    const disabled = body.disabled ?? user.disabledAt !== null;
    const staysActiveAdministrator = role === 'administrator' && !disabled;
    const wasActiveAdministrator = user.orgRole === 'administrator' && user.disabledAt === null;
    if (wasActiveAdministrator && !staysActiveAdministrator && (await repo.countOtherActiveAdministrators(trx, organizationId, id)) === 0) {
      throw new AppError('LAST_ADMINISTRATOR');
    }
    const disabledAt = disabled ? (user.disabledAt ?? now) : null;
    await repo.updateUser(trx, organizationId, id, { orgRole: role, disabledAt }, now);
    if (disabled && user.disabledAt === null) await revokeOtherSessions(trx, id, null, 'user disabled', now);
    return { ...user, orgRole: role, disabledAt };
  });
  // the role a session carries, or its end, holds from the user's next request on
  forgetSessionsOf(id);
  return toOrgUser(updated, actor);
}

/** `GET invitations`: those that can still be accepted. */
export async function listInvitations(deps: Deps, actor: Actor): Promise<Invitation[]> {
  return (await repo.listPendingInvitations(deps.db, organizationOf(actor), deps.clock.now())).map(toInvitation);
}

/** `POST invitations`: a new invitation; its token is answered here and never again (only its hash is kept). */
export async function invite(deps: Deps, actor: Actor, body: CreateInvitationRequest): Promise<CreatedInvitation> {
  const organizationId = organizationOf(actor);
  const now = deps.clock.now();
  const token = newRefreshToken();
  const row = await repo.insertInvitation(deps.db, {
    organizationId,
    tokenHash: hashToken(token),
    firstName: body.firstName,
    lastName: body.lastName,
    personalNumber: body.personalNumber,
    email: body.email,
    orgRole: body.orgRole,
    createdBy: actor.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
  });
  return { invitation: toInvitation(row), token };
}

/** `DELETE invitations/{id}`: an accepted one can't be revoked; a revoked one stays revoked. */
export async function revokeInvitation(deps: Deps, actor: Actor, id: string): Promise<{ revoked: boolean }> {
  const organizationId = organizationOf(actor);
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const found = await repo.findInvitation(deps.db, organizationId, id);
  if (!found) throw new AppError('RECORD_NOT_FOUND');
  if (found.acceptedAt) throw new AppError('INVITATION_USED');
  if (!found.revokedAt) await repo.revokeInvitation(deps.db, organizationId, id, deps.clock.now());
  return { revoked: true };
}

type Found = NonNullable<Awaited<ReturnType<typeof repo.findInvitationByHash>>>;

/** An invitation that can be accepted now, or the reason it can't. */
function usable(found: Found | undefined, now: Date): Found {
  if (!found) throw new AppError('INVITATION_NOT_FOUND');
  if (found.acceptedAt) throw new AppError('INVITATION_USED');
  if (found.revokedAt) throw new AppError('INVITATION_REVOKED');
  if (new Date(found.expiresAt).getTime() <= now.getTime()) throw new AppError('INVITATION_EXPIRED');
  return found;
}

/** `POST invitations/preview`: what the link is for, told to whoever holds it. */
export async function preview(deps: Deps, token: string): Promise<InvitationPreview> {
  const found = usable(await repo.findInvitationByHash(deps.db, hashToken(token)), deps.clock.now());
  return {
    organizationName: found.organizationName,
    firstName: found.firstName,
    lastName: found.lastName,
    orgRole: found.orgRole,
    expiresAt: iso(found.expiresAt),
  };
}

function isUniqueViolation(e: unknown, constraint: string): boolean {
  const err = e as { code?: string; constraint?: string; message?: string };
  return err.code === '23505' && (err.constraint === constraint || (err.message ?? '').includes(constraint));
}

/**
 * `POST invitations/accept`: the new user, with the invitation's name, personal number, e-mail and role, and the
 * invitation marked used, in one transaction holding the invitation's row: of two acceptances of one link the
 * second finds it used, and a refused acceptance (a username taken) leaves the invitation as it was.
 */
export async function accept(deps: Deps, body: AcceptInvitationRequest): Promise<{ id: string; username: string; organizationId: string }> {
  if (isCommonPassword(body.password)) throw new AppError('FILL_CORRECT_FIELDS', { fields: { password: 'passwordCommon' } });
  const usernameTaken = () => new AppError('USERNAME_TAKEN', { fields: { username: 'USERNAME_TAKEN' } });
  const tokenHash = hashToken(body.token);
  // refused early, before the password's hashing costs anything
  usable(await repo.findInvitationByHash(deps.db, tokenHash), deps.clock.now());
  const [passwordHash, securityAnswerHash] = await Promise.all([hashSecret(body.password), hashSecret(normalizeAnswer(body.securityAnswer))]);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const found = usable(await repo.findInvitationByHash(trx, tokenHash, true), now);
      if (await findUserByUsername(trx, body.username)) throw usernameTaken();
      const user = await insertUser(trx, {
        username: body.username,
        passwordHash,
        // a user of the organization as its first one is: an employer's, or the self-employed person's
        role: found.isSelfEmployed ? 'selfEmployed' : 'employer',
        orgRole: found.orgRole,
        organizationId: found.organizationId,
        firstName: found.firstName,
        lastName: found.lastName,
        personalNumber: found.personalNumber,
        email: found.email,
        securityQuestionId: body.securityQuestionId,
        securityAnswerHash,
      });
      const taken = await repo.markAccepted(trx, found.id, user.id, now);
      if (Number(taken.numUpdatedRows) !== 1) throw new AppError('INVITATION_USED');
      return { ...user, organizationId: found.organizationId };
    });
  } catch (e) {
    if (isUniqueViolation(e, 'users_username_key')) throw usernameTaken();
    throw e;
  }
}
