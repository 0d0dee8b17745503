import { errorMessage, ibanCheckDigits, MAX_UPLOAD_BYTES, validationMessage, type Refund } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNTS } from '../../db/seed/demo-bank-accounts.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { EXE, PDF } from '../../test/multipart.ts';
import { ask, balance, decide, doc, ge, get, money, MY_ACCOUNT, pending, post, refundsSuite, refused, TABLES, tetri, THEIR_ACCOUNT, W } from '../../test/refunds.ts';
import { ctx, employer, org1, type Page } from '../../test/two-employers.ts';

refundsSuite();

describe('POST organization/refund', () => {
  it('asks for a refund with a document: listed, read by id, its document downloaded; the balance is unchanged until paid', async () => {
    const before = await balance();
    const res = await ask({ amount: '150.25', accountNumber: MY_ACCOUNT.toLowerCase().replace(/(.{4})/g, '$1 ') }, [
      doc('განცხადება.pdf'),
    ]);
    const refund = resultOf<Refund>(res);
    expect(refund).toMatchObject({
      amount: '150.25',
      accountNumber: MY_ACCOUNT,
      bankCode: 'TB',
      status: 'new',
      decisionReason: null,
      paidOn: null,
      bankDetails: 'თიბისი ბანკი, TBCBGE22',
    });
    expect(refund.number).toMatch(/^R-\d+$/);
    expect(refund.documents).toEqual([
      expect.objectContaining({ name: 'განცხადება.pdf', docType: 'application', size: PDF.length }),
    ]);
    expect(await balance()).toBe(before);

    expect(resultOf<Refund>(await get(`refundById?id=${refund.id}`))).toEqual(refund);
    const mine = resultOf<Page<Refund>>(await get(`refund/filter?accountNumber=${MY_ACCOUNT}&status=new`));
    expect(mine.items.map((r) => r.id)).toContain(refund.id);
    expect(mine.items.every((r) => r.accountNumber === MY_ACCOUNT && r.status === 'new')).toBe(true);
    expect(resultOf<Page<Refund>>(await get('refund/filter?status=approved')).items.map((r) => r.id)).not.toContain(
      refund.id,
    );
    expect(resultOf<string[]>(await get('refund/filterlist-account-numbers'))).toEqual(
      expect.arrayContaining([MY_ACCOUNT]),
    );

    const file = await ctx.inject({
      method: 'POST',
      url: `${W}/download-refund-doc`,
      token: employer,
      payload: { refundId: refund.id, documentId: refund.documents[0]!.id },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");

    // the audit row is written after the answer is sent
    await ctx.app.auditSettled();
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['route', 'status'])
      .where('targetId', '=', refund.id)
      .execute();
    expect(audit).toEqual([{ route: '/api/finance-write/v1/declarations/organization/refund', status: 200 }]);
  });

  it('refuses amounts with three decimals, zero, negative, not a number, empty, in every language; nothing changes', async () => {
    for (const [amount, ref] of [
      ['10.001', 'twoDecimals'],
      ['0', 'amountPositive'],
      ['0.00', 'amountPositive'],
      ['-5', 'notNegative'],
      ['ten', 'numeric'],
      ['', 'required'],
    ] as const) {
      await refused((lang) => ask({ amount }, [doc()], employer, lang), 400, 'VALIDATION_FAILED', { amount: ref });
    }
  });

  it('refuses an amount not below the balance less the refunds pending ("Must be less than balance amount.")', async () => {
    const available = (await balance()) - (await pending(org1));
    await refused((lang) => ask({ amount: money(available) }, [doc()], employer, lang), 400, 'REFUND_ABOVE_BALANCE', {
      amount: 'refundAboveBalance',
    });
    await refused(
      (lang) => ask({ amount: money(available + 1_000_000n) }, [doc()], employer, lang),
      400,
      'REFUND_ABOVE_BALANCE',
      { amount: 'refundAboveBalance' },
    );
    expect(errorMessage('en', 'REFUND_ABOVE_BALANCE')).toBe('Must be less than balance amount.');
    // a tetri below is accepted, and then nothing more is
    const refund = resultOf<Refund>(await ask({ amount: money(available - 1n) }));
    await refused((lang) => ask({ amount: '0.01' }, [doc()], employer, lang), 400, 'REFUND_ABOVE_BALANCE', {
      amount: 'refundAboveBalance',
    });
    resultOf(await ctx.inject({ method: 'DELETE', url: `${W}/refund?id=${refund.id}`, token: employer }));
  });

  it('refuses an IBAN of another country, with bad check digits or malformed, saying what is wrong', async () => {
    const bad = [
      [`DE${ibanCheckDigits('DE', '370400440532013000')}370400440532013000`, 'ibanNotGeorgian'],
      [
        `GE${String((Number(MY_ACCOUNT.slice(2, 4)) + 1) % 98 || 2).padStart(2, '0')}${MY_ACCOUNT.slice(4)}`,
        'ibanCheckDigits',
      ],
      [MY_ACCOUNT.slice(0, 21), 'ibanLength?count=21'],
      ['not an account', 'ibanNotGeorgian'],
    ] as const;
    for (const [accountNumber, ref] of bad)
      await refused((lang) => ask({ amount: '10', accountNumber }, [doc()], employer, lang), 400, 'VALIDATION_FAILED', {
        accountNumber: ref,
      });
    expect(validationMessage('en', 'ibanLength?count=21')).toBe(
      'A Georgian account number has 22 characters; this one has 21.',
    );
  });

  it("refuses another organization's account and an account that is nobody's alike: 404 revealing nothing", async () => {
    const a = await refusedBody(() => ask({ amount: '10', accountNumber: THEIR_ACCOUNT }));
    const b = await refusedBody(() => ask({ amount: '10', accountNumber: ge('BG', '9999999999999999') }));
    expect(a).toEqual(b);
    async function refusedBody(call: () => ReturnType<typeof ask>) {
      const before = await snapshot(ctx.db, [...TABLES]);
      const body = expectResultError(await call(), 404, 'RECORD_NOT_FOUND', 'Record not found.');
      expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
      const { correlationId: _c, ...rest } = body;
      return rest;
    }
  });

  it('refuses a missing bank details, no document, a wrong document type, an executable and a file over 7 MB', async () => {
    await refused(
      (lang) => ask({ amount: '10', bankDetails: '  ' }, [doc()], employer, lang),
      400,
      'VALIDATION_FAILED',
      { bankDetails: 'required' },
    );
    await refused((lang) => ask({ amount: '10' }, [], employer, lang), 400, 'VALIDATION_FAILED', {
      documents: 'refundDocumentRequired',
    });
    await refused(
      (lang) => ask({ amount: '10', documentTypes: 'passport' }, [doc()], employer, lang),
      400,
      'VALIDATION_FAILED',
      { documentTypes: 'refundDocumentType' },
    );
    await refused(
      (lang) => ask({ amount: '10', documentTypes: 'application,other' }, [doc()], employer, lang),
      400,
      'VALIDATION_FAILED',
      { documentTypes: 'refundDocumentType' },
    );
    await refused(
      (lang) => ask({ amount: '10' }, [doc('setup.exe', EXE)], employer, lang),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    await refused(
      (lang) => ask({ amount: '10' }, [doc('fake.pdf', EXE)], employer, lang),
      415,
      'FILE_CONTENT_MISMATCH',
    );
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    await refused((lang) => ask({ amount: '10' }, [doc('big.pdf', big)], employer, lang), 413, 'FILE_TOO_LARGE');
    await refused(
      (lang) =>
        ctx.inject({
          method: 'POST',
          url: `${W}/refund`,
          token: employer,
          payload: { amount: '10' },
          headers: { 'accept-language': lang },
        }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});

describe('refund-update and delete', () => {
  it('changes a new request: amount, account, details, a document added and one taken off', async () => {
    const refund = resultOf<Refund>(await ask({ amount: '30' }, [doc('one.pdf'), doc('two.pdf')]));
    const [one, two] = refund.documents;
    const updated = resultOf<Refund>(
      await post(
        'refund-update',
        {
          id: refund.id,
          amount: '31.50',
          accountNumber: DEMO_BANK_ACCOUNTS.employer[0],
          bankDetails: 'საქართველოს ბანკი',
          documentTypes: 'bank_certificate',
          removeDocumentIds: one!.id,
        },
        [doc('three.pdf')],
      ),
    );
    expect(updated).toMatchObject({
      id: refund.id,
      number: refund.number,
      amount: '31.50',
      accountNumber: DEMO_BANK_ACCOUNTS.employer[0],
      bankCode: 'BG',
      bankDetails: 'საქართველოს ბანკი',
      status: 'new',
    });
    expect(updated.documents.map((d) => [d.name, d.docType])).toEqual([
      ['two.pdf', 'application'],
      ['three.pdf', 'bank_certificate'],
    ]);
    expect(await ctx.db.selectFrom('files').select('id').where('id', '=', one!.id).executeTakeFirst()).toBeUndefined();
    // the last document can't go without another
    await refused(
      (lang) =>
        post(
          'refund-update',
          {
            id: refund.id,
            amount: '31.50',
            accountNumber: MY_ACCOUNT,
            bankDetails: 'x',
            removeDocumentIds: `${two!.id},${updated.documents[1]!.id}`,
          },
          [],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { documents: 'refundDocumentRequired' },
    );
    // an update checks the amount against the balance less the other pending requests, not itself
    const available = (await balance()) - (await pending(org1)) + tetri(updated.amount);
    await refused(
      (lang) =>
        post(
          'refund-update',
          { id: refund.id, amount: money(available), accountNumber: MY_ACCOUNT, bankDetails: 'x' },
          [],
          employer,
          lang,
        ),
      400,
      'REFUND_ABOVE_BALANCE',
      { amount: 'refundAboveBalance' },
    );
    resultOf(
      await post(
        'refund-update',
        { id: refund.id, amount: money(available - 1n), accountNumber: MY_ACCOUNT, bankDetails: 'x' },
        [],
      ),
    );
    resultOf(
      await post('refund-update', { id: refund.id, amount: '1.00', accountNumber: MY_ACCOUNT, bankDetails: 'x' }, []),
    );
    await refused(
      (lang) =>
        post(
          'refund-update',
          { id: refund.id, amount: '1.001', accountNumber: THEIR_ACCOUNT, bankDetails: 'x' },
          [],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { amount: 'twoDecimals' },
    );
    await refused(
      (lang) =>
        post(
          'refund-update',
          { id: refund.id, amount: '1', accountNumber: THEIR_ACCOUNT, bankDetails: 'x' },
          [],
          employer,
          lang,
        ),
      404,
      'RECORD_NOT_FOUND',
    );
    // deleted while new: the request and its files go
    const files = (
      await ctx.db.selectFrom('refundDocuments').select('fileId').where('refundId', '=', refund.id).execute()
    ).map((r) => r.fileId);
    expect(
      resultOf(await ctx.inject({ method: 'DELETE', url: `${W}/refund?id=${refund.id}`, token: employer })),
    ).toEqual({ id: refund.id });
    expect(
      await ctx.db.selectFrom('refunds').select('id').where('id', '=', refund.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await ctx.db.selectFrom('files').select('id').where('id', 'in', files).execute()).toEqual([]);
    expectResultError(await get(`refundById?id=${refund.id}`), 404, 'RECORD_NOT_FOUND');
  });

  it('a decided request can not be changed or deleted', async () => {
    const refund = resultOf<Refund>(await ask({ amount: '12' }));
    resultOf(await decide(refund.id, { decision: 'reject', reason: 'დოკუმენტი არ არის ხელმოწერილი' }));
    await refused(
      (lang) =>
        post(
          'refund-update',
          { id: refund.id, amount: '11', accountNumber: MY_ACCOUNT, bankDetails: 'x' },
          [],
          employer,
          lang,
        ),
      409,
      'REFUND_ALREADY_DECIDED',
    );
    await refused(
      (lang) =>
        ctx.inject({
          method: 'DELETE',
          url: `${W}/refund?id=${refund.id}`,
          token: employer,
          headers: { 'accept-language': lang },
        }),
      409,
      'REFUND_ALREADY_DECIDED',
    );
    expect(resultOf<Refund>(await get(`refundById?id=${refund.id}`))).toMatchObject({
      status: 'rejected',
      decisionReason: 'დოკუმენტი არ არის ხელმოწერილი',
      paidOn: null,
    });
  });
});
