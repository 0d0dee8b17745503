import { errorMessage, LANGS, validationMessage, type ErrorCode, type Lang } from '@pensia/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { expectResultError, snapshot } from './expect.ts';
import { multipart, operatorLogin, type FilePart } from './multipart.ts';
import { createTestContext, DEMO, type TestContext } from './test-app.ts';

/**
 * The set-up of test files in which the two demo employers and the operator meet (opt-out requests, refunds): a
 * test context on its own database, their tokens and the organizations' ids, filled in before the file's tests
 * (the bindings are live).
 */
export let ctx: TestContext;
export let employer: string;
export let employer2: string;
export let operator: string;
export let org1: string;
export let org2: string;

export interface Page<T> {
  items: T[];
  totalCount: number;
}

/** Registers the file's set-up and tear-down; `more` runs once the context and tokens are there. */
export function twoEmployersSuite(more: () => Promise<void> | void = () => {}) {
  beforeAll(async () => {
    ctx = await createTestContext();
    employer = (await ctx.login()).accessToken;
    employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
    operator = (await operatorLogin(ctx)).accessToken;
    const orgs = await ctx.db.selectFrom('organizations').select(['id', 'code']).execute();
    org1 = orgs.find((o) => o.code === DEMO.employer.code)!.id;
    org2 = orgs.find((o) => o.code === DEMO.employer2.code)!.id;
    await more();
  }, 120_000);
  afterAll(async () => ctx?.close());
}

/** A form of fields and files posted to `url` as `token`, in `lang`. */
export function postForm(url: string, fields: Record<string, string>, files: FilePart[], token: string, lang: Lang) {
  const body = multipart(fields, files);
  return ctx.inject({
    method: 'POST',
    url,
    token,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': lang },
  });
}

/**
 * A refusal in every language, with the message of the code (and field messages), that changes nothing in
 * `tables`. The file refusals name the file: their message is checked by the files module's tests.
 */
export async function refusedIn(
  tables: NonNullable<Parameters<typeof snapshot>[1]>,
  call: (lang: Lang) => ReturnType<TestContext['inject']>,
  status: number,
  code: ErrorCode,
  fields: Record<string, string> = {},
  params?: Record<string, string>,
) {
  const before = await snapshot(ctx.db, tables);
  for (const lang of LANGS) {
    const body = expectResultError(
      await call(lang),
      status,
      code,
      code.startsWith('FILE_') ? undefined : errorMessage(lang, code, params),
    );
    for (const [field, ref] of Object.entries(fields))
      expect(body.result?.messages[field], `${lang} ${field}`).toBe(validationMessage(lang, ref));
  }
  expect(await snapshot(ctx.db, tables)).toEqual(before);
}

/** What a refusal check takes besides its tables. */
export type RefusalArgs = Parameters<typeof refusedIn> extends [unknown, ...infer Rest] ? Rest : never;
