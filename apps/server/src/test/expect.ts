import { NboErrorSchema, ResultErrorSchema, type ResultError } from '@pensia/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/create-db.ts';
import type { Database } from '../db/schema.ts';

/** Group prefixes and paths used by the API tests (api-map.md). */
export const API = {
  login: '/api/user/v1/auth/application-user',
  operatorLogin: '/api/user/v1/auth/operator-user',
  refresh: '/api/user/v1/auth/application-user/refresh',
  operatorRefresh: '/api/user/v1/auth/operator-user/refresh',
  logout: '/api/user/v1/auth/logout',
  user: (id: string) => `/api/user/v1/users/${id}`,
  me: '/api/user/v1/me',
  balance: (id: string) => `/api/user/v1/users/${id}/detailed-balance`,
  mustLog: '/api/user/v1/auth/get-endpoint-must-log',
  changePassword: '/api/user/v1/users/person-change-password',
  organization: '/api/user/v1/users/organization',
  registerPerson: '/api/user/v1/registration/physical-person',
  registerLegalEntity: '/api/user/v1/registration/legal-entity',
  resetQuestion: '/api/user/v1/account/reset/question',
  reset: '/api/user/v1/account/reset',
  count: '/api/nbo/v1/letters/user/count',
} as const;

/**
 * Asserts a refusal in the `result` envelope: the HTTP status, the stable code, the message (exact when
 * given) and the envelope's shape. Answers the parsed body for further checks.
 */
export function expectResultError(res: LightMyRequestResponse, status: number, code: string, message?: string): ResultError {
  const body = res.json() as ResultError;
  expect({ status: res.statusCode, code: body.code }).toEqual({ status, code });
  expect(ResultErrorSchema.strict().safeParse(body).error?.issues ?? []).toEqual([]);
  expect(body.statusCode).toBe(status);
  expect(body.message.length).toBeGreaterThan(0);
  if (message !== undefined) expect(body.message).toBe(message);
  expect(body.correlationId).toBe(res.headers['x-correlation-id']);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).not.toMatch(/\bat .+\.ts:\d+|select |insert into|stack/i);
  return body;
}

/** The same for the letters service's `{ status: 'error' }` envelope. */
export function expectNboError(res: LightMyRequestResponse, status: number, code: string, message?: string) {
  const body = res.json() as { status: string; code: string; message: string };
  expect({ status: res.statusCode, code: body.code }).toEqual({ status, code });
  expect(NboErrorSchema.strict().safeParse(body).error?.issues ?? []).toEqual([]);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

/** The `result` of a success envelope, after checking its shape. */
export function resultOf<T = Record<string, unknown>>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { statusCode: number; result: T };
  expect(body.statusCode).toBe(status);
  expect(body).toHaveProperty('result');
  return body.result;
}

type Table = keyof Database;

/**
 * Every row of the tables given, in a stable order: taken before and after a refused call, the two must
 * be equal — the refusal changed nothing.
 */
export async function snapshot(db: Db, tables: Table[] = ['organizations', 'users', 'sessions', 'refreshTokens']) {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    out[table] = rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).sort();
  }
  return out;
}

/** Claims of a JWT, without verifying it (the tests look at what the server put in). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}
