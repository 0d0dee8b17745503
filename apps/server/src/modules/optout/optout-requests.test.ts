import type { OptOutRequest } from '@pensia/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_OPTOUT_PEOPLE, DEMO_OPTOUTS } from '../../db/seed/demo-optouts.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { EXE, PDF } from '../../test/multipart.ts';
import { decide, doc, file, form, FREE, get, joined, optoutSuite, paidDeclaration, refused, W, windowOf } from '../../test/optout.ts';
import { ctx, employer, employer2, operator, org1, org2 } from '../../test/two-employers.ts';

optoutSuite();

describe('add-voluntaryOptout-request', () => {
  it('files a request with the written request: listed, read by id, its document downloaded, audited', async () => {
    const person = DEMO_OPTOUT_PEOPLE[3];
    const created = resultOf<OptOutRequest>(
      await file(person.personalNumber, [doc('განცხადება.pdf'), doc('id.pdf')], employer, 'en', {
        comment: 'ხელმოწერილი განცხადება',
      }),
    );
    expect(created).toMatchObject({
      status: 'new',
      personalNumber: person.personalNumber,
      firstName: person.firstName,
      lastName: person.lastName,
      birthDate: person.birthDate,
      comment: 'ხელმოწერილი განცხადება',
      window: windowOf(joined),
      decisionReason: null,
      returnedToOrganization: null,
    });
    expect(created.number).toMatch(/^OPT-\d+$/);
    expect(created.documents.map((d) => [d.name, d.docType])).toEqual([
      ['განცხადება.pdf', 'employee_request'],
      ['id.pdf', 'other'],
    ]);
    expect(resultOf<OptOutRequest>(await get(`get-voluntaryOptout-request/${created.id}`))).toEqual(created);
    const dl = await ctx.inject({
      method: 'POST',
      url: `${W}/download-voluntaryOptout-doc`,
      token: employer,
      payload: { requestId: created.id, documentId: created.documents[0]!.id },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    // the audit row is written after the answer is sent
    await ctx.app.auditSettled();
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['route', 'status'])
      .where('targetId', '=', created.id)
      .execute();
    expect(audit).toEqual([{ route: `${W}/add-voluntaryOptout-request`, status: 200 }]);
    // a second request for the same person, by any organization, while this one is new
    await refused((lang) => file(person.personalNumber, [doc()], employer, lang), 409, 'OPTOUT_ALREADY_REQUESTED');
    resultOf(
      await ctx.inject({
        method: 'DELETE',
        url: `${W}/delete-voluntaryOptout-request?id=${created.id}`,
        token: employer,
      }),
    );
  });

  it('refuses people who may not leave, outside the window or not employed, in every language; nothing changes', async () => {
    const young = await ctx.db
      .selectFrom('employees')
      .select('personalNumber')
      .where('organizationId', '=', org1)
      .where('birthDate', '>', '1985-01-01')
      .executeTakeFirstOrThrow();
    await refused((lang) => file(young.personalNumber, [doc()], employer, lang), 409, 'OPTOUT_MANDATORY_PARTICIPANT');
    // a man of pension age in 2018, declared by the employer
    await paidDeclaration(org1, { year: 2020, month: 1 }, [
      { personalNumber: '35009000050', birthDate: '1950-02-02', gender: 'male', base: 100_000n },
    ]);
    await refused((lang) => file('35009000050', [doc()], employer, lang), 409, 'OPTOUT_NOT_PARTICIPANT');
    await refused((lang) => file(FREE.personalNumber, [doc()], employer2, lang), 404, 'OPTOUT_NOT_EMPLOYEE');
    // a demo employee of 40 or more in 2018, declared for two years: the window closed long ago
    const { rows: late } = await sql<{
      personalNumber: string;
    }>`select personal_number as "personalNumber" from employees where organization_id = ${org1}
      and birth_date between '1959-01-01' and '1978-08-06' and gender = 'male' and personal_number not like '3500100%' limit 1`.execute(
      ctx.db,
    );
    const first = await sql<{
      y: number;
      m: number;
    }>`select min(dc.year * 12 + dc.month - 1) as y, 0 as m from declarations dc join declaration_details d on d.declaration_id = dc.id
      where dc.organization_id = ${org1} and dc.status in ('open', 'closed') and d.personal_number = ${late[0]!.personalNumber}`.execute(
      ctx.db,
    );
    const j = Number(first.rows[0]!.y);
    const w = windowOf({ year: Math.floor(j / 12), month: (j % 12) + 1 });
    await refused(
      (lang) => file(late[0]!.personalNumber, [doc()], employer, lang),
      409,
      'OPTOUT_AFTER_WINDOW',
      {},
      { opens: w.opens.split('-').reverse().join('.'), closes: w.closes.split('-').reverse().join('.') },
    );
  });

  it('refuses a malformed personal number, no written request, a wrong type, an executable, a file over 7 MB', async () => {
    await refused((lang) => file('123', [doc()], employer, lang), 400, 'VALIDATION_FAILED', {
      personalNumber: 'personalNumberLength',
    });
    await refused((lang) => file('', [doc()], employer, lang), 400, 'VALIDATION_FAILED', {
      personalNumber: 'required',
    });
    await refused(
      (lang) =>
        form(
          'add-voluntaryOptout-request',
          { personalNumber: FREE.personalNumber, documentTypes: '' },
          [],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { documents: 'optoutDocumentRequired' },
    );
    await refused(
      (lang) =>
        form(
          'add-voluntaryOptout-request',
          { personalNumber: FREE.personalNumber, documentTypes: 'other' },
          [doc()],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { documents: 'optoutDocumentRequired' },
    );
    await refused(
      (lang) =>
        form(
          'add-voluntaryOptout-request',
          { personalNumber: FREE.personalNumber, documentTypes: 'passport' },
          [doc()],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { documentTypes: 'optoutDocumentType' },
    );
    await refused(
      (lang) => file(FREE.personalNumber, [doc('setup.exe', EXE)], employer, lang),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    await refused(
      (lang) => file(FREE.personalNumber, [doc('fake.pdf', EXE)], employer, lang),
      415,
      'FILE_CONTENT_MISMATCH',
    );
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(7 * 1024 * 1024)]);
    await refused((lang) => file(FREE.personalNumber, [doc('big.pdf', big)], employer, lang), 413, 'FILE_TOO_LARGE');
  });
});

describe('changing a new request', () => {
  it('updates the comment, adds and takes off documents; the written request stays; deleted while new', async () => {
    const person = DEMO_OPTOUT_PEOPLE[4];
    const r = resultOf<OptOutRequest>(await file(person.personalNumber, [doc('one.pdf')]));
    const [one] = r.documents;
    const added = resultOf<OptOutRequest>(
      await form('upload-voluntaryOptout-doc', { requestId: r.id, documentTypes: 'identity_document' }, [
        doc('passport.pdf'),
      ]),
    );
    expect(added.documents.map((d) => [d.name, d.docType])).toEqual([
      ['one.pdf', 'employee_request'],
      ['passport.pdf', 'identity_document'],
    ]);
    // the only written request can't go
    await refused(
      (lang) =>
        ctx.inject({
          method: 'DELETE',
          url: `${W}/remove-voluntaryOptout-doc?requestId=${r.id}&documentId=${one!.id}`,
          token: employer,
          headers: { 'accept-language': lang },
        }),
      400,
      'VALIDATION_FAILED',
      { documents: 'optoutDocumentRequired' },
    );
    await refused(
      (lang) =>
        form(
          'update-voluntaryOptout-request',
          { id: r.id, comment: 'x', removeDocumentIds: one!.id },
          [],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { documents: 'optoutDocumentRequired' },
    );
    // replaced by another in one update
    const updated = resultOf<OptOutRequest>(
      await form(
        'update-voluntaryOptout-request',
        { id: r.id, comment: 'შესწორებული', documentTypes: 'employee_request', removeDocumentIds: one!.id },
        [doc('two.pdf')],
      ),
    );
    expect(updated.comment).toBe('შესწორებული');
    expect(updated.documents.map((d) => [d.name, d.docType])).toEqual([
      ['passport.pdf', 'identity_document'],
      ['two.pdf', 'employee_request'],
    ]);
    expect(await ctx.db.selectFrom('files').select('id').where('id', '=', one!.id).executeTakeFirst()).toBeUndefined();
    const passport = updated.documents[0]!;
    const removed = resultOf<OptOutRequest>(
      await ctx.inject({
        method: 'DELETE',
        url: `${W}/remove-voluntaryOptout-doc?requestId=${r.id}&documentId=${passport.id}`,
        token: employer,
      }),
    );
    expect(removed.documents.map((d) => d.name)).toEqual(['two.pdf']);
    await refused(
      (lang) => form('update-voluntaryOptout-request', { id: r.id, comment: 'x'.repeat(1001) }, [], employer, lang),
      400,
      'VALIDATION_FAILED',
      { comment: 'tooLong?max=1000' },
    );
    const files = (
      await ctx.db.selectFrom('optoutDocuments').select('fileId').where('requestId', '=', r.id).execute()
    ).map((d) => d.fileId);
    expect(
      resultOf(
        await ctx.inject({ method: 'DELETE', url: `${W}/delete-voluntaryOptout-request?id=${r.id}`, token: employer }),
      ),
    ).toEqual({ id: r.id });
    expect(await ctx.db.selectFrom('files').select('id').where('id', 'in', files).execute()).toEqual([]);
    expectResultError(await get(`get-voluntaryOptout-request/${r.id}`), 404, 'RECORD_NOT_FOUND');
  });

  it('a decided request can not be changed, deleted or decided again', async () => {
    const rejected = (
      await ctx.db
        .selectFrom('optoutRequests')
        .select('id')
        .where('personalNumber', '=', DEMO_OPTOUTS.rejected.personalNumber)
        .executeTakeFirstOrThrow()
    ).id;
    await refused(
      (lang) => form('update-voluntaryOptout-request', { id: rejected, comment: 'x' }, [], employer, lang),
      409,
      'OPTOUT_ALREADY_DECIDED',
    );
    await refused(
      (lang) =>
        form('upload-voluntaryOptout-doc', { requestId: rejected, documentTypes: 'other' }, [doc()], employer, lang),
      409,
      'OPTOUT_ALREADY_DECIDED',
    );
    await refused(
      (lang) =>
        ctx.inject({
          method: 'DELETE',
          url: `${W}/delete-voluntaryOptout-request?id=${rejected}`,
          token: employer,
          headers: { 'accept-language': lang },
        }),
      409,
      'OPTOUT_ALREADY_DECIDED',
    );
    await refused((lang) => decide(rejected, { decision: 'satisfy' }, operator, lang), 409, 'OPTOUT_ALREADY_DECIDED');
  });
});

describe('two organizations at the same moment', () => {
  it('file for the same person: one request is kept, the other is told one is already waiting', async () => {
    const person = { personalNumber: '35009000077', birthDate: '1971-06-06', gender: 'female' as const };
    await paidDeclaration(org1, joined, [{ ...person, base: 200_000n }]);
    await paidDeclaration(org2, joined, [{ ...person, base: 200_000n }]);
    const answers = await Promise.all([
      file(person.personalNumber, [doc()], employer),
      file(person.personalNumber, [doc()], employer2),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((answers.find((a) => a.statusCode === 409)!.json() as { code: string }).code).toBe(
      'OPTOUT_ALREADY_REQUESTED',
    );
    const kept = await ctx.db
      .selectFrom('optoutRequests')
      .select('id')
      .where('personalNumber', '=', person.personalNumber)
      .execute();
    expect(kept).toHaveLength(1);
    // the refused one left no document behind
    const files = await ctx.db
      .selectFrom('optoutDocuments')
      .select('fileId')
      .where('requestId', '=', kept[0]!.id)
      .execute();
    expect(files).toHaveLength(1);
  });
});
