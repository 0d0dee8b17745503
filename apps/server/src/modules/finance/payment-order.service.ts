import { amountInWords, dateOfInstant, formatIban, formatMoneyPlain, type Lang, type PaymentOrderDocument, type Tetri } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { listAccounts } from '../bank-accounts/bank-accounts.service.ts';
import { organizationById } from './ledger.repository.ts';
import { settlementOf } from './ledger.service.ts';
import { paymentOrderPdf } from './payment-order.pdf.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';

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

/** The label of the amount in words in the interface's language, beside the Georgian one (the bank's). */
const WORDS_LABEL: Record<Exclude<Lang, 'ka'>, string> = { en: 'Amount in words', ru: 'Сумма прописью' };

/** The order's own number: the document's number and the day it is drawn up (the same order drawn again that day keeps it). */
export const orderNumberOf = (documentNumber: string, today: string) => `${documentNumber}-${today.slice(2, 4)}${today.slice(5, 7)}${today.slice(8, 10)}`;

/** The payer's account rows: the organization's default account and its bank, or a line saying there is none. */
async function payerAccountRows(deps: Deps, actor: Actor): Promise<[string, string][]> {
  const account = (await listAccounts(deps, actor)).find((a) => a.isDefault);
  if (!account) return [['გადამხდელის ანგარიში', 'ორგანიზაციას ნაგულისხმევი საბანკო ანგარიში არ აქვს მითითებული: ჩაწერეთ ანგარიში, საიდანაც იხდით']];
  return [
    ['გადამხდელის ანგარიში', formatIban(account.accountNumber)],
    ['გადამხდელის ბანკი', `${account.bank.nameKa}, BIC ${account.bank.bic}`],
  ];
}

/**
 * `statements/download-org-order-file`: a payment order for what the caller's declaration or fine still owes,
 * in Georgian as the bank takes it, the amount in words also in the interface's language `lang`.
 */
export async function paymentOrder(deps: Deps, actor: Actor, q: { documentNumberId: string; documentType: PaymentOrderDocument }, lang: Lang = 'ka') {
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
    const f = await db
      .selectFrom('fines')
      .leftJoin('declarations', (j) => j.onRef('declarations.id', '=', 'fines.declarationId').onRef('declarations.organizationId', '=', 'fines.organizationId'))
      .select(['fines.number', 'fines.amount', 'fines.imposedOn', 'declarations.year', 'declarations.month'])
      .where('fines.id', '=', q.documentNumberId)
      .where('fines.organizationId', '=', organizationId)
      .executeTakeFirst();
    if (!f) throw new AppError('RECORD_NOT_FOUND');
    // a fine is for the month of its declaration, when it has one; otherwise for the day it was imposed
    const period = f.year !== null && f.month !== null ? `${pad2(f.month)}.${f.year}` : dmy(String(f.imposedOn));
    doc = { kind: 'fine', number: f.number, period, total: f.amount };
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
  const orderNumber = orderNumberOf(doc.number, today);
  const rows: [string, string][] = [
    ['საგადახდო დავალების ნომერი', orderNumber],
    ['თარიღი', dmy(today)],
    ['გადამხდელი', org.name],
    ['გადამხდელის საიდენტიფიკაციო კოდი', org.code],
    ...(await payerAccountRows(deps, actor)),
    ['მიმღები', c.beneficiary],
    ['მიმღების ბანკი', `${c.bank}, BIC ${c.bankBic}`],
    ['მიმღების ანგარიში', formatIban(c.account)],
    ['სახაზინო კოდი', c.treasuryCode],
    ['თანხა', `${amount} GEL`],
    ['თანხა სიტყვიერად', amountInWords(owed, 'ka')],
    ...(lang === 'ka' ? [] : [[WORDS_LABEL[lang], amountInWords(owed, lang)] as [string, string]]),
    ['დანიშნულება', purpose],
    ['დოკუმენტი', `${doc.kind === 'declaration' ? 'დეკლარაცია' : 'ჯარიმა'} ${doc.number}`],
    [doc.kind === 'declaration' ? 'საანგარიშო პერიოდი' : 'პერიოდი', doc.period ?? '—'],
    [doc.kind === 'declaration' ? 'დეკლარაციის თანხა' : 'ჯარიმის თანხა', `${formatMoneyPlain(tetriFromDb(doc.total))} GEL`],
  ];
  const file = await paymentOrderPdf(
    {
      title: `საგადახდო დავალება № ${orderNumber}`,
      subtitle: `${doc.kind === 'declaration' ? 'დეკლარაცია' : 'ჯარიმა'} ${doc.number} · ${dmy(today)}`,
      rows,
      footer: `თანხა გადასახდელია ${dmy(today)}-ის მდგომარეობით: მიღებული გადახდები დაფარავს ვალდებულებებს უძველესიდან. დანიშნულებაში მიუთითეთ ორგანიზაციის კოდი ${org.code}, რათა გადახდა თქვენს ანგარიშზე აისახოს.`,
    },
    { creationDate: now },
  );
  return { file, fileName: `payment-order-${doc.number}.pdf` };
}
