import type { ApiKeyScope, OrgRole } from '@pensia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-db.ts';
import type { FileStorage } from '../modules/files/file-storage.ts';
import type { Clock } from './clock.ts';

/** What services need, passed explicitly: `activateDeclaration(deps, actor, input)`. */
export interface Deps {
  db: Db;
  readDb: Db;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  /** Where uploaded files are kept (modules/files). */
  storage: FileStorage;
  /**
   * True when the database runs inside this process (embedded PGlite): its statements hold the event loop,
   * so long bulk writes are cut into batches that leave time to other requests.
   */
  databaseInProcess?: boolean;
}

/** The signed-in caller, as the auth plugin establishes it from a verified access token. */
export interface Actor {
  userId: string;
  sessionId: string;
  audience: 'user' | 'operator' | 'participant';
  role: 'employer' | 'selfEmployed' | 'operator' | 'participant';
  /** The organization whose data this caller may reach; null for an operator outside an organization. */
  organizationId: string | null;
  /**
   * Set when an operator acts on behalf of an organization (then equal to organizationId): employer
   * endpoints accept the caller, and its writes are audited as this operator's for that organization.
   */
  actingOrganizationId?: string | null;
  /**
   * The user's role in its organization (user/org-roles.ts), which every route of the `user` audience checks;
   * absent for operators (acting or not) and participants.
   */
  orgRole?: OrgRole | null;
  /**
   * Set when the caller came with an organization's API key (modules/user/api-keys.service.ts): it then acts as a
   * preparer, in the name of the administrator who created the key (userId), on the routes of its scopes only;
   * sessionId is the key's id.
   */
  apiKey?: { id: string; name: string; scopes: readonly ApiKeyScope[] };
}
