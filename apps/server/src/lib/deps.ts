import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-db.ts';
import type { Clock } from './clock.ts';

/** What services need, passed explicitly: `activateDeclaration(deps, actor, input)`. */
export interface Deps {
  db: Db;
  readDb: Db;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
}

/** The signed-in caller, as the auth plugin establishes it from a verified access token. */
export interface Actor {
  userId: string;
  sessionId: string;
  audience: 'user' | 'operator';
  role: 'employer' | 'selfEmployed' | 'operator';
  /** The organization whose data this caller may reach; null for an operator outside an organization. */
  organizationId: string | null;
}
