import type { Lang, LoginResult, RefreshResult } from '@pensia/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { DEMO_PARTICIPANT } from '../db/seed/demo-participant.ts';
import { hashSecret } from '../modules/user/password.ts';
import { resultOf } from './expect.ts';
import type { TestContext } from './test-app.ts';

const U = '/api/user/v1';

/**
 * The calls of the participant's test files: requests in a language, a participant's sign-in and session, and
 * a participant user made with contributions of its own.
 */
export function participantCalls(context: () => TestContext) {
  const post = (url: string, payload: unknown, lang: Lang = 'en', token?: string) =>
    context().inject({ method: 'POST', url, payload: payload as never, token, headers: { 'accept-language': lang } });
  const get = (url: string, token: string, lang: Lang = 'en') => context().inject({ method: 'GET', url, token, headers: { 'accept-language': lang } });

  async function signIn(username: string, password: string) {
    return resultOf<LoginResult>(await post(`${U}/auth/application-user`, { username, password }));
  }

  /** Signs in a returning participant and exchanges its hand-over token: the participant site's tokens. */
  async function participantSession(username: string = DEMO_PARTICIPANT.username, password: string = DEMO_PARTICIPANT.password) {
    const login = await signIn(username, password);
    const r = resultOf<RefreshResult>(await post(`${U}/auth/participant-user/exchange`, { token: login.handoverToken }));
    expect(r.isValid).toBe(true);
    return { accessToken: r.accessToken!, refreshToken: r.refreshToken! };
  }

  /** A participant user (password `Start#2026pass`); with contributions of its own from an organization when asked. */
  async function participant(personalNumber: string, opts: { firstTime?: boolean; contributions?: { organizationId: string; amount: string; date: string }[] } = {}) {
    const db = context().db;
    await db
      .insertInto('users')
      .values({ username: personalNumber, passwordHash: await hashSecret('Start#2026pass'), role: 'participant', organizationId: null, personalNumber, isEmployee: true, lastLoginAt: opts.firstTime ? null : new Date('2026-01-01T00:00:00Z') })
      .execute();
    for (const c of opts.contributions ?? []) {
      await sql`insert into participant_contributions (declaration_detail_id, source, personal_number, organization_id, declaration_id, year, month, contribution_date, payment_date, conversion_date, amount, base, unit_price, units, status)
        values (gen_random_uuid(), 'employee', ${personalNumber}, ${c.organizationId}::uuid, gen_random_uuid(), 2026, 1, ${c.date}::date, ${c.date}::date, ${c.date}::date, ${c.amount}::numeric, 1000, 2, 5, 'converted')`.execute(db);
    }
  }

  return { post, get, signIn, participantSession, participant };
}
