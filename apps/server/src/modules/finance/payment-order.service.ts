import { dateOfInstant, formatIban, formatMoneyPlain, parseMoney, type PaymentOrderDocument, type Tetri } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { organizationById } from './ledger.repository.ts';
import { settlementOf } from './ledger.service.ts';
import { paymentOrderPdf } from './payment-order.pdf.ts';

type Settlement = Awaited<ReturnType<typeof settlementOf>>;

/**
 * What a document still owes once the payments received are applied oldest first: the credits cover the
 * obligations before it, then as much of it as remains.
 */
export function stillOwed(settlement: Settlement, sourceKind: 'declaration' | 'fine', sourceId: string): Tetri {
  let before = 0n;
  for (const o of settlement.obligations) {
    if (o.sourceKind === sourceKind && o.sourceId === sourceId) {
      const available = settlement.credits > before ? settlement.credits - before : 0n;
      return o.owed > available ? o.owed - available : 0n;
    }
    before += o.owed;
  }
  return 0n;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The purpose text: the document's number and the organization's code, which the bank-statement matching reads back. */
export function purposeOf(doc: { kind: PaymentOrderDocument; number: string; period?: string }, organizationCode: string): string {
  const what = doc.kind === 'declaration' ? `საპენსიო შენატანი, დეკლარაცია ${doc.number} (${doc.period})` : `ჯარიმა ${doc.number}`;
  return `${what}, ორგანიზაციის კოდი ${organizationCode}`;
}

/** `statements/download-org-order-file`: a payment order for what the caller's declaration or fine still owes. */
export async function paymentOrder(deps: Deps, actor: Actor, q: { documentNumberId: string; documentType: PaymentOrderDocument }) {
  const organizationId = actor.organizationId;
  if (!organizationId) throw new AppError('FORBIDDEN');
  const db = deps.readDb;
  let doc: { kind: PaymentOrderDocument; number: string; period?: string; total: string };
  if (q.documentType === 'declaration') {
    const d = await db
      .selectFrom('declarations')
      .select(['number', 'year', 'month', 'totalAmount'])
      .where('id', '=', q.documentNumberId)
      .where('organizationId', '=', organizationId)
      .executeTakeFirst();
    if (!d) throw new AppError('RECORD_NOT_FOUND');
    doc = { kind: 'declaration', number: d.number, period: `${pad2(d.month)}.${d.year}`, total: d.totalAmount };
  } else {
    const f = await db.selectFrom('fines').select(['number', 'amount']).where('id', '=', q.documentNumberId).where('organizationId', '=', organizationId).executeTakeFirst();
    if (!f) throw new AppError('RECORD_NOT_FOUND');
    doc = { kind: 'fine', number: f.number, total: f.amount };
  }
  const [org, settlement] = await Promise.all([organizationById(db, organizationId), settlementOf(db, organizationId)]);
  if (!org) throw new AppError('RECORD_NOT_FOUND');
  const owed = stillOwed(settlement, q.documentType, q.documentNumberId);
  if (owed <= 0n) throw new AppError('NOTHING_OWED');

  const now = deps.clock.now();
  const today = dateOfInstant(now);
  const amount = formatMoneyPlain(owed);
  const purpose = purposeOf(doc, org.code);
  const c = deps.config.paymentOrder;
  const rows: [string, string][] = [
    ['გადამხდელი', org.name],
    ['გადამხდელის საიდენტიფიკაციო კოდი', org.code],
    ['მიმღები', c.beneficiary],
    ['მიმღების ბანკი', `${c.bank}, BIC ${c.bankBic}`],
    ['მიმღების ანგარიში', formatIban(c.account)],
    ['სახაზინო კოდი', c.treasuryCode],
    ['თანხა', `${amount} GEL`],
    ['დანიშნულება', purpose],
    [doc.kind === 'declaration' ? 'დეკლარაციის თანხა' : 'ჯარიმის თანხა', `${formatMoneyPlain(parseMoney(doc.total) ?? 0n)} GEL`],
  ];
  const file = await paymentOrderPdf(
    {
      title: 'საგადახდო დავალება',
      subtitle: `${doc.kind === 'declaration' ? 'დეკლარაცია' : 'ჯარიმა'} ${doc.number} · ${dmy(today)}`,
      rows,
      footer: `თანხა გადასახდელია ${dmy(today)}-ის მდგომარეობით: მიღებული გადახდები დაფარავს ვალდებულებებს უძველესიდან. დანიშნულებაში მიუთითეთ ორგანიზაციის კოდი ${org.code}, რათა გადახდა თქვენს ანგარიშზე აისახოს.`,
    },
    { creationDate: now },
  );
  return { file, fileName: `payment-order-${doc.number}.pdf` };
}
