import { dateOfInstant } from '@pensia/domain';
import type { Transaction } from 'kysely';
import { acceptUpload } from '../../modules/files/files.service.ts';
import { databaseFileStorage } from '../../modules/files/file-storage.ts';
import { recordRefundPaid } from '../../modules/finance/ledger.service.ts';
import '../../modules/refunds/refunds.table.ts';
import type { Database } from '../schema.ts';

/** A one-page PDF whose only text is the title given (Latin letters), enough to open in a viewer. */
export function demoPdf(title: string): Buffer {
  const content = `BT /F1 14 Tf 72 760 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The demo employer's refund requests: one paid out about three months ago, one new (amounts in tetri). */
export const DEMO_REFUNDS = { paid: 120_000n, pending: 85_000n } as const;

/**
 * One refund request paid out (approved, its "refund paid" movement through the ledger, so the balance
 * follows) and one waiting for the agency's decision, both to the demo employer's default account, each with
 * the signed application attached. Runs after the ledger has the employer's payments.
 */
export async function seedDemoRefunds(trx: Transaction<Database>, now: Date, organizationId: string) {
  const account = await trx.selectFrom('bankAccounts').select(['id', 'iban']).where('organizationId', '=', organizationId).where('isDefault', '=', true).executeTakeFirstOrThrow();
  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000);
  const bankDetails = 'სს „საქართველოს ბანკი“, BAGAGE22; მიმღები: შპს „ქართული სავაჭრო ქსელი“';

  async function request(amount: bigint, createdAt: Date, decided: { at: Date; reason: string } | null) {
    const refund = await trx
      .insertInto('refunds')
      .values({
        organizationId,
        amount: (Number(amount) / 100).toFixed(2),
        bankAccountId: account.id,
        iban: account.iban,
        bankDetails,
        status: decided ? 'approved' : 'new',
        decisionReason: decided?.reason ?? null,
        decidedAt: decided?.at ?? null,
        paidOn: decided ? dateOfInstant(decided.at) : null,
        createdAt,
        updatedAt: decided?.at ?? createdAt,
      })
      .returning(['id', 'number'])
      .executeTakeFirstOrThrow();
    const file = await databaseFileStorage.put(trx, { ...acceptUpload({ fileName: `refund-application-${refund.number}.pdf`, bytes: demoPdf(`Refund application ${refund.number}`) }), createdBy: null });
    await trx.insertInto('refundDocuments').values({ refundId: refund.id, fileId: file.id, docType: 'application' }).execute();
    if (decided) await recordRefundPaid(trx, { organizationId, refundId: refund.id, amount, paidOn: dateOfInstant(decided.at), systemReason: { code: 'REFUND', params: { number: refund.number } } });
    return refund;
  }

  await request(DEMO_REFUNDS.paid, day(100), { at: day(92), reason: 'ზედმეტად გადახდილი შენატანების დაბრუნება' });
  await request(DEMO_REFUNDS.pending, day(4), null);
}
