import type { OrgRole } from '@pensia/domain';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/**
 * An administrator's invitation of a new user of the organization (migration 2026-11-29T1400, docs/decisions/0100):
 * the token only as its hash; taken once (accepted), revoked, or run out at `expiresAt`.
 */
export interface OrganizationInvitationsTable {
  id: Generated<string>;
  organizationId: string;
  tokenHash: string;
  firstName: string;
  lastName: string;
  personalNumber: string;
  email: string;
  orgRole: OrgRole;
  createdBy: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  acceptedAt: Date | null;
  acceptedUserId: string | null;
  revokedAt: Date | null;
}

// The table joins the database type from here, beside the module that owns it.
declare module '../../db/schema.ts' {
  interface Database {
    organizationInvitations: OrganizationInvitationsTable;
  }
}
