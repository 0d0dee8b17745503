import { periodOfInstant } from '@pensia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, expectRefused, F, filledTemplate, getDeclaration, injector, periods, row, uploadRequest, W, type Decl, type Req } from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let token: string;
let otherToken: string;
let inj: ReturnType<typeof injector>;
const nextPeriod = periods(2019);

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  token = (await ctx.login()).accessToken;
  otherToken = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
});
afterAll(async () => ctx?.close());

const fresh = (form: 'simple' | 'detailed' = 'simple') => createDeclaration(ctx, token, { ...nextPeriod(), form });
const current = async (id: string) => (await getDeclaration(ctx, token, id)).declaration;
const setState = (id: string, patch: { status?: 'draft' | 'saved' | 'open' | 'closed'; isProcessing?: boolean }) =>
  ctx.db.updateTable('declarations').set(patch).where('id', '=', id).execute();

/** One request of each write kind on a declaration (and one of its rows). */
function everyWrite(id: string, detailId: string, tk = token, headers: Record<string, string> = {}): [string, Req][] {
  return [
    ['add a row', { method: 'POST', url: `${W}/declarations/${id}/details`, token: tk, headers, payload: row('70000000001') }],
    ['edit a row', { method: 'PUT', url: `${W}/declarations/${id}/details/${detailId}`, token: tk, headers, payload: row('70000000002') }],
    ['delete a row', { method: 'DELETE', url: `${W}/declarations/${id}/details/${detailId}`, token: tk, headers }],
    ['save', { method: 'POST', url: `${W}/declarations/${id}/save`, token: tk, headers }],
    ['activate', { method: 'POST', url: `${W}/declarations/${id}/activate`, token: tk, headers }],
    ['close', { method: 'POST', url: `${W}/declarations/${id}/close`, token: tk, headers }],
    ['delete', { method: 'DELETE', url: `${W}/declarations/${id}`, token: tk, headers }],
  ];
}

describe('create', () => {
  it('creates a draft of the month given, answering its version as ETag', async () => {
    const p = nextPeriod();
    const res = await inj({ method: 'POST', url: `${W}/declarations`, token, payload: { ...p, type: 'standard', form: 'detailed' } });
    const d = resultOf<Decl>(res);
    expect(d).toMatchObject({ ...p, type: 'standard', form: 'detailed', declarationStatus: 'draft', isProcessing: false, errorCount: 0 });
    expect(d.totals).toEqual({ rowCount: 0, contributionBase: '0.00', employeeContribution: '0.00', organizationContribution: '0.00', totalContribution: '0.00' });
    expect(res.headers.etag).toBe(`"${d.version}"`);
    // an opening declaration of the same month is another type: allowed
    resultOf(await inj({ method: 'POST', url: `${W}/declarations`, token, payload: { ...p, type: 'opening', form: 'simple' } }));
  });

  it('refuses a missing or malformed year or month, an unknown type or form, in every language, storing nothing', async () => {
    const ok = { year: 2021, month: 6, type: 'standard', form: 'simple' };
    const post = (payload: Record<string, unknown>): Req => ({ method: 'POST', url: `${W}/declarations`, token, payload });
    const { year: _y, ...noYear } = ok;
    const { month: _m, ...noMonth } = ok;
    await expectRefused(ctx, post(noYear), 400, 'VALIDATION_FAILED', { fields: { year: 'required' } });
    await expectRefused(ctx, post(noMonth), 400, 'VALIDATION_FAILED', { fields: { month: 'required' } });
    await expectRefused(ctx, post({ ...ok, year: 'twenty' }), 400, 'VALIDATION_FAILED', { fields: { year: 'required' } });
    await expectRefused(ctx, post({ ...ok, year: 2021.5 }), 400, 'VALIDATION_FAILED', { fields: { year: 'invalidType' } });
    await expectRefused(ctx, post({ ...ok, month: 13 }), 400, 'VALIDATION_FAILED', { fields: { month: 'monthRange' } });
    await expectRefused(ctx, post({ ...ok, month: 0 }), 400, 'VALIDATION_FAILED', { fields: { month: 'monthRange' } });
    await expectRefused(ctx, post({ ...ok, type: 'yearly' }), 400, 'VALIDATION_FAILED', { fields: { type: 'declarationType' } });
    await expectRefused(ctx, post({ ...ok, form: 'long' }), 400, 'VALIDATION_FAILED', { fields: { form: 'declarationForm' } });
    await expectRefused(ctx, post({ ...ok, year: 2018, month: 12 }), 400, 'VALIDATION_FAILED', { fields: { year: 'periodBeforeScheme' } });
  });

  it("refuses a month in the future and a type that is not the organization's", async () => {
    const now = periodOfInstant(ctx.clock.now());
    const next = now.month === 12 ? { year: now.year + 1, month: 1 } : { year: now.year, month: now.month + 1 };
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations`, token, payload: { ...next, type: 'standard', form: 'simple' } }, 400, 'FILL_CORRECT_FIELDS', { fields: { month: 'periodInFuture' } });
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations`, token, payload: { year: 2021, month: 7, type: 'selfEmployed', form: 'simple' } }, 400, 'FILL_CORRECT_FIELDS', {
      fields: { type: 'declarationType' },
    });
    // the current month is allowed (salaries paid this month)
    expect(resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations`, token, payload: { ...now, type: 'opening', form: 'simple' } }))).toMatchObject(now);
    // a self-employed person files own income only
    const self = (await ctx.login(DEMO.self.username, DEMO.self.password)).accessToken;
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations`, token: self, payload: { year: 2021, month: 7, type: 'standard', form: 'simple' } }, 400, 'FILL_CORRECT_FIELDS', {
      fields: { type: 'declarationType' },
    });
  });

  it('refuses a second declaration of a month and type while the first is not closed; after closing it, allows one', async () => {
    const p = nextPeriod();
    const first = await createDeclaration(ctx, token, { ...p, form: 'simple' });
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations`, token, payload: { ...p, type: 'standard', form: 'detailed' } }, 409, 'DECLARATION_PERIOD_TAKEN');
    // another organization's months are its own
    resultOf(await inj({ method: 'POST', url: `${W}/declarations`, token: otherToken, payload: { ...p, type: 'standard', form: 'simple' } }));
    await setState(first.id, { status: 'closed' });
    resultOf(await inj({ method: 'POST', url: `${W}/declarations`, token, payload: { ...p, type: 'standard', form: 'simple' } }));
  });

  it('Idempotency-Key: the retry answers the first declaration; another body 422; a malformed key 400', async () => {
    const p = nextPeriod();
    const body = { ...p, type: 'standard', form: 'simple' };
    const h = { 'idempotency-key': 'create-retry-1' };
    const a = resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations`, token, headers: h, payload: body }));
    const b = resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations`, token, headers: h, payload: body }));
    expect(b).toEqual(a);
    expect(await ctx.db.selectFrom('declarations').select('id').where('year', '=', p.year).where('month', '=', p.month).where('organizationId', '=', a.organizationId).execute()).toHaveLength(1);
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations`, token, headers: h, payload: { ...body, form: 'detailed' } }, 422, 'IDEMPOTENCY_KEY_REUSED');
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations`, token, headers: { 'idempotency-key': 'with spaces' }, payload: { ...nextPeriod(), type: 'standard', form: 'simple' } }, 400, 'VALIDATION_FAILED');
    // the same key of another organization is another key
    const other = resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations`, token: otherToken, headers: h, payload: body }));
    expect(other.id).not.toBe(a.id);
    // a key whose request failed is released: the retry runs afresh
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations`, token, headers: { 'idempotency-key': 'create-retry-2' }, payload: body }, 409, 'DECLARATION_PERIOD_TAKEN');
    const later = nextPeriod();
    resultOf(await inj({ method: 'POST', url: `${W}/declarations`, token, headers: { 'idempotency-key': 'create-retry-2' }, payload: { ...later, type: 'standard', form: 'simple' } }));
  });

  it('a key whose release could not reach the database is retried at once, not answered 409 for minutes', async () => {
    const p = nextPeriod();
    const body = { ...p, type: 'standard', form: 'simple' };
    await createDeclaration(ctx, token, { ...p, form: 'simple' });
    const h = { 'idempotency-key': 'release-lost-1' };
    // the database refuses the release, as it would while unreachable
    await sql`create function refuse_key_delete() returns trigger language plpgsql as $$ begin raise exception 'unreachable'; end $$`.execute(ctx.db);
    await sql`create trigger refuse_key_delete before delete on idempotency_keys for each row execute function refuse_key_delete()`.execute(ctx.db);
    try {
      const res = await inj({ method: 'POST', url: `${W}/declarations`, token, headers: h, payload: body });
      expectResultError(res, 409, 'DECLARATION_PERIOD_TAKEN');
    } finally {
      await sql`drop trigger refuse_key_delete on idempotency_keys`.execute(ctx.db);
      await sql`drop function refuse_key_delete()`.execute(ctx.db);
    }
    const left = await ctx.db.selectFrom('idempotencyKeys').select('status').where('key', '=', 'release-lost-1').executeTakeFirstOrThrow();
    expect(left.status).toBe('running');
    // the retry runs afresh: the same refusal, not IDEMPOTENCY_IN_PROGRESS
    expectResultError(await inj({ method: 'POST', url: `${W}/declarations`, token, headers: h, payload: body }), 409, 'DECLARATION_PERIOD_TAKEN');
    expect(await ctx.db.selectFrom('idempotencyKeys').select('key').where('key', '=', 'release-lost-1').execute()).toEqual([]);
  });
});

describe('rows', () => {
  it('adds, edits and deletes a row; totals, version and ETag follow', async () => {
    const d = await fresh('detailed');
    const added = await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details`, token, headers: { 'if-match': `"${d.version}"` }, payload: row('01234567890', '1500.00') });
    const a = resultOf<{ declaration: Decl; detail: { id: string; employeeContribution: string; incomeTax: string } }>(added);
    expect(added.headers.etag).toBe(`"${a.declaration.version}"`);
    expect(a.declaration.version).toBe(d.version + 1);
    expect(a.detail).toMatchObject({ employeeContribution: '30.00', incomeTax: '294.00' });
    expect(a.declaration.totals).toMatchObject({ rowCount: 1, contributionBase: '1500.00', totalContribution: '60.00' });
    const edited = resultOf<{ declaration: Decl; detail: { grossSalary: string; personalIdentificationNumber: string } }>(
      await inj({ method: 'PUT', url: `${W}/declarations/${d.id}/details/${a.detail.id}`, token, headers: { 'if-match': `W/"${a.declaration.version}"` }, payload: row('01234567891', '1000,5') }),
    );
    expect(edited.detail).toMatchObject({ grossSalary: '1000.50', personalIdentificationNumber: '01234567891' });
    expect(edited.declaration.totals.employeeContribution).toBe('20.01');
    const deleted = resultOf<{ declaration: Decl }>(await inj({ method: 'DELETE', url: `${W}/declarations/${d.id}/details/${a.detail.id}`, token, headers: { 'if-match': String(edited.declaration.version) } }));
    expect(deleted.declaration.totals.rowCount).toBe(0);
    expect(deleted.declaration.version).toBe(edited.declaration.version + 1);
  });

  it('refuses malformed personal numbers and amounts, and optIn without the written request, in every language', async () => {
    const d = await fresh();
    const existing = await addRow(ctx, token, d.id, row('11111111111'));
    for (const [method, url] of [
      ['POST', `${W}/declarations/${d.id}/details`],
      ['PUT', `${W}/declarations/${d.id}/details/${existing.detail.id}`],
    ] as const) {
      const send = (payload: Record<string, unknown>): Req => ({ method, url, token, payload });
      await expectRefused(ctx, send(row('0123456789')), 400, 'VALIDATION_FAILED', { fields: { personalIdentificationNumber: 'personalNumberLength' } });
      await expectRefused(ctx, send(row('012345678901')), 400, 'VALIDATION_FAILED', { fields: { personalIdentificationNumber: 'personalNumberLength' } });
      await expectRefused(ctx, send(row('0123456789a')), 400, 'VALIDATION_FAILED', { fields: { personalIdentificationNumber: 'personalNumberDigits' } });
      await expectRefused(ctx, send(row('22222222222', '-100.00')), 400, 'VALIDATION_FAILED', { fields: { grossSalary: 'notNegative' } });
      await expectRefused(ctx, send(row('22222222222', '100.005')), 400, 'VALIDATION_FAILED', { fields: { grossSalary: 'twoDecimals' } });
      await expectRefused(ctx, send(row('22222222222', 'abc')), 400, 'VALIDATION_FAILED', { fields: { grossSalary: 'numeric' } });
      await expectRefused(ctx, send(row('22222222222', '100', { additionalBenefits: '-1' })), 400, 'VALIDATION_FAILED', { fields: { additionalBenefits: 'notNegative' } });
      await expectRefused(ctx, send(row('22222222222', '100', { optIn: 1 })), 400, 'VALIDATION_FAILED', { fields: { hasWrittenRequest: 'optInWrittenRequest' } });
      await expectRefused(ctx, send(row('22222222222', '100', { birthDate: '1990-02-30' })), 400, 'VALIDATION_FAILED', { fields: { birthDate: 'dateCellFormat' } });
    }
    // with the written request, optIn 1 is taken
    const optIn = await addRow(ctx, token, d.id, row('33333333333', '100.00', { birthDate: '1950-01-01', gender: 'male', optIn: 1, hasWrittenRequest: true }));
    expect(optIn.detail.optIn).toBe(1);
  });

  it("refuses a repeated personal number ('Private number is repeated.') on add and on edit", async () => {
    const d = await fresh();
    await addRow(ctx, token, d.id, row('44444444444'));
    const second = await addRow(ctx, token, d.id, row('55555555555'));
    const answers = await expectRefused(ctx, { method: 'POST', url: `${W}/declarations/${d.id}/details`, token, payload: row('44444444444') }, 409, 'PERSONAL_NUMBER_REPEATED', {
      fields: { personalIdentificationNumber: 'personalNumberRepeated' },
    });
    expect(answers[0]!.json()).toMatchObject({ message: 'Private number is repeated.' });
    await expectRefused(ctx, { method: 'PUT', url: `${W}/declarations/${d.id}/details/${second.detail.id}`, token, payload: row('44444444444') }, 409, 'PERSONAL_NUMBER_REPEATED');
    // a row keeps its own number when edited
    resultOf(await inj({ method: 'PUT', url: `${W}/declarations/${d.id}/details/${second.detail.id}`, token, payload: row('55555555555', '1200') }));
  });

  it('answers 404 for a row that is not in the declaration', async () => {
    const d = await fresh();
    const other = await fresh();
    const foreign = await addRow(ctx, token, other.id, row('66666666666'));
    for (const req of [
      { method: 'PUT' as const, url: `${W}/declarations/${d.id}/details/${foreign.detail.id}`, token, payload: row('66666666667') },
      { method: 'DELETE' as const, url: `${W}/declarations/${d.id}/details/${foreign.detail.id}`, token },
      { method: 'DELETE' as const, url: `${W}/declarations/${d.id}/details/00000000-0000-4000-8000-000000000000`, token },
    ]) {
      await expectRefused(ctx, req, 404, 'RECORD_NOT_FOUND');
    }
    await expectRefused(ctx, { method: 'DELETE', url: `${W}/declarations/${d.id}/details/not-a-uuid`, token }, 400, 'VALIDATION_FAILED', { fields: { detailId: 'invalidType' } });
  });
});

describe('states', () => {
  it('saves a draft, activates it with warnings only, closes it; each step refused where section 4 says', async () => {
    const d = await fresh('detailed');
    // income tax declared differently: a warning, not an error
    const added = await addRow(ctx, token, d.id, row('77777777777', '1000.00', { incomeTax: '150.00' }));
    expect(added.declaration).toMatchObject({ errorCount: 0, warningCount: 1 });
    const saved = resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/save`, token }));
    expect(saved.declarationStatus).toBe('saved');
    expect(resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/save`, token })).declarationStatus).toBe('saved');
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations/${d.id}/close`, token }, 409, 'DECLARATION_NOT_OPEN');
    const open = resultOf<Decl & { activationDate: string }>(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }));
    expect(open).toMatchObject({ declarationStatus: 'open', warningCount: 1 });
    expect(open.activationDate).not.toBeNull();
    for (const [name, req] of everyWrite(d.id, added.detail.id)) {
      if (name === 'close') continue;
      await expectRefused(ctx, req, 409, 'DECLARATION_ALREADY_PROCESSED');
    }
    const closed = resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/close`, token }));
    expect(closed.declarationStatus).toBe('closed');
    for (const [name, req] of everyWrite(d.id, added.detail.id)) await expectRefused(ctx, req, 409, name === 'close' ? 'DECLARATION_NOT_OPEN' : 'DECLARATION_ALREADY_PROCESSED');
  });

  it("refuses to activate while a row has an error ('Error found, please check the declaration.') and an empty one", async () => {
    const d = await fresh();
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }, 400, 'DECLARATION_EMPTY');
    await addRow(ctx, token, d.id, row('88888888881'));
    const wrong = await addRow(ctx, token, d.id, row('88888888882', '1000.00', { employeeContribution: '25.00' }));
    expect(wrong.declaration.errorCount).toBe(1);
    const [en] = await expectRefused(ctx, { method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }, 400, 'DECLARATION_HAS_ERRORS');
    expect(en!.json()).toMatchObject({ message: 'Error found, please check the declaration.' });
    // fixed, it activates
    resultOf(await inj({ method: 'PUT', url: `${W}/declarations/${d.id}/details/${wrong.detail.id}`, token, payload: row('88888888882', '1000.00', { employeeContribution: '20.00' }) }));
    expect(resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token })).declarationStatus).toBe('open');
  });

  it('deletes a draft and a saved declaration with their rows; never an open or closed one', async () => {
    const draft = await fresh();
    await addRow(ctx, token, draft.id, row('90000000001'));
    expect(resultOf(await inj({ method: 'DELETE', url: `${W}/declarations/${draft.id}`, token }))).toEqual({ deleted: true });
    expect(await ctx.db.selectFrom('declarationDetails').select('id').where('declarationId', '=', draft.id).execute()).toEqual([]);
    await expectRefused(ctx, { method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${draft.id}`, token }, 404, 'DECLARATION_NOT_AVAILABLE');
    await expectRefused(ctx, { method: 'DELETE', url: `${W}/declarations/${draft.id}`, token }, 404, 'DECLARATION_NOT_AVAILABLE');
    const saved = await fresh();
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${saved.id}/save`, token }));
    resultOf(await inj({ method: 'DELETE', url: `${W}/declarations/${saved.id}`, token }));
    for (const status of ['open', 'closed'] as const) {
      const d = await fresh();
      await setState(d.id, { status });
      await expectRefused(ctx, { method: 'DELETE', url: `${W}/declarations/${d.id}`, token }, 409, 'DECLARATION_ALREADY_PROCESSED');
    }
  });

  it("a declaration being processed refuses every write: 'Failed to delete, add or edit. The declaration is being processed!'", async () => {
    // the demo's own, and a draft taken for processing
    const demo = resultOf<{ items: Decl[] }>(await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs?pageSize=50`, token })).items.find((x) => x.isProcessing)!;
    const draft = await fresh();
    const r = await addRow(ctx, token, draft.id, row('91000000001'));
    await setState(draft.id, { isProcessing: true });
    const demoRow = (await getDeclaration(ctx, token, demo.id)).details.items[0]!;
    for (const [id, detailId] of [
      [demo.id, demoRow.id],
      [draft.id, r.detail.id],
    ] as const) {
      for (const [, req] of everyWrite(id, detailId)) {
        const [en] = await expectRefused(ctx, req, 409, 'DECLARATION_PROCESSING');
        expect(en!.json()).toMatchObject({ message: 'Failed to delete, add or edit. The declaration is being processed!' });
      }
      const file = await filledTemplate(ctx, token, 'standard', id === demo.id ? demo.form : 'simple', [['92000000001', 'ა', 'ბ', '1990-01-01', 'female', 100]]);
      await expectRefused(ctx, () => uploadRequest(token, id, file), 409, 'DECLARATION_PROCESSING');
    }
  });
});

describe('concurrency and ownership', () => {
  it('refuses a stale If-Match with 412 and the current ETag, on every write kind, changing nothing', async () => {
    const d = await fresh();
    const r = await addRow(ctx, token, d.id, row('93000000001'));
    const now = await current(d.id);
    expect(now.version).toBe(r.declaration.version);
    for (const stale of [`"${d.version}"`, 'W/"1"', 'garbage']) {
      for (const [name, req] of everyWrite(d.id, r.detail.id, token, { 'if-match': stale })) {
        if (name === 'close') continue; // a draft is refused closing for its state first
        const answers = await expectRefused(ctx, req, 412, 'PRECONDITION_FAILED');
        expect(answers.every((a) => a.headers.etag === `"${now.version}"`)).toBe(true);
      }
    }
    const file = await filledTemplate(ctx, token, 'standard', 'simple', [['93000000002', 'ა', 'ბ', '1990-01-01', 'female', 100]]);
    await expectRefused(ctx, () => uploadRequest(token, d.id, file, { headers: { 'if-match': `"${d.version}"` } }), 412, 'PRECONDITION_FAILED');
    // closing checks the version of an open declaration
    const open = await fresh();
    await addRow(ctx, token, open.id, row('93000000003'));
    const activated = resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations/${open.id}/activate`, token }));
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations/${open.id}/close`, token, headers: { 'if-match': `"${activated.version - 1}"` } }, 412, 'PRECONDITION_FAILED');
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${open.id}/close`, token, headers: { 'if-match': `"${activated.version}"` } }));
    // the current version and `*` pass
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/save`, token, headers: { 'if-match': `"${now.version}"` } }));
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/save`, token, headers: { 'if-match': '*' } }));
  });

  it("answers another organization's declaration with 404 on every write, revealing nothing", async () => {
    const d = await fresh();
    const r = await addRow(ctx, token, d.id, row('94000000001'));
    for (const [, req] of everyWrite(d.id, r.detail.id, otherToken)) {
      const [en] = await expectRefused(ctx, req, 404, 'DECLARATION_NOT_AVAILABLE');
      expect(en!.body).not.toContain('94000000001');
    }
    const file = await filledTemplate(ctx, token, 'standard', 'simple', [['94000000002', 'ა', 'ბ', '1990-01-01', 'female', 100]]);
    await expectRefused(ctx, () => uploadRequest(otherToken, d.id, file), 404, 'DECLARATION_NOT_AVAILABLE');
    // unknown ids are the same 404; a malformed one is a 400
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations/00000000-0000-4000-8000-000000000000/save`, token }, 404, 'DECLARATION_NOT_AVAILABLE');
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations/12/save`, token }, 400, 'VALIDATION_FAILED', { fields: { id: 'invalidType' } });
    expect((await current(d.id)).version).toBe(r.declaration.version);
  });

  it('refuses writes without a signed-in user', async () => {
    const d = await fresh();
    const before = await snapshot(ctx.db, ['declarations', 'declarationDetails']);
    const res = await inj({ method: 'POST', url: `${W}/declarations/${d.id}/save` });
    expect(res.statusCode).toBe(401);
    expect(await snapshot(ctx.db, ['declarations', 'declarationDetails'])).toEqual(before);
  });
});
