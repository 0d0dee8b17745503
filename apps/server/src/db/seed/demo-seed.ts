import { LEGAL_ENTITY_TYPE_ID, INDIVIDUAL_ENTREPRENEUR_TYPE_ID } from '@pensia/domain';
import type { Db } from '../create-db.ts';
import { hashSecret, normalizeAnswer } from '../../modules/user/password.ts';
import { DEFAULT_AGENCY_ACCOUNTS } from '../../config.ts';
import { seedDemoRefunds } from './demo-refunds.ts';
import { seedDemoOptOutPeople } from './demo-optouts.ts';
import { seedDemoAnnual } from './demo-annual.ts';
import { seedDemoRevenue } from './demo-revenue.ts';
import { seedDemoReversals } from './demo-reversals.ts';
import { camt053Xml, type Camt053Entry } from '../../modules/statements/camt053-writer.ts';
import { parseStatement } from '../../modules/statements/statement-parser.ts';
import { storeStatement } from '../../modules/statements/statements.service.ts';
import { DEMO_BANK_ACCOUNTS, demoIban, seedDemoBankAccounts } from './demo-bank-accounts.ts';
import { seedDemoDeclarations, seedLedger } from './demo-declarations.ts';
import { seedDemoParticipant } from './demo-participant.ts';
import { seedDemoInflation } from './demo-inflation.ts';
import { seedDemoPortfolios } from './demo-portfolios.ts';

/** Demo accounts (README). Passwords follow the strong rule. */
export const DEMO = {
  employer: { username: 'demo-employer', password: 'Demo#2026pass', code: '204567891', name: 'შპს „ქართული სავაჭრო ქსელი“' },
  employer2: { username: 'demo-employer-2', password: 'Demo#2026pass', code: '405112233', name: 'სს „კავკასიის ლოჯისტიკა“' },
  // the demo employer's accountant, who prepares, and its director, who approves (four eyes)
  preparer: { username: 'demo-accountant', password: 'Demo#2026pass', firstName: 'თამარ', lastName: 'კაპანაძე' },
  approver: { username: 'demo-director', password: 'Demo#2026pass', firstName: 'დავით', lastName: 'გელაშვილი' },
  self: { username: 'demo-self', password: 'Demo#2026pass', code: '01024055867', firstName: 'ნინო', lastName: 'ბერიძე' },
  operator: { username: 'operator', password: 'Operator#2026pass', totpSecret: 'JBSWY3DPEHPK3PXP' },
  // another operator: a refund above what one operator may pay out needs the approvals of two (decision 0105)
  operator2: { username: 'operator-2', password: 'Operator#2026pass', totpSecret: 'KRSXG5CTMVRXEZLU', firstName: 'ნანა', lastName: 'დოლიძე' },
  securityAnswer: 'თბილისი',
} as const;

const MALE = ['გიორგი', 'დავით', 'ლევან', 'ნიკოლოზ', 'ირაკლი', 'ზურაბ', 'ალექსანდრე', 'თორნიკე', 'ლაშა', 'გოჩა', 'მამუკა', 'ბექა', 'სანდრო', 'ვახტანგ', 'ოთარ', 'რევაზ', 'ლუკა', 'თემურ', 'ნოდარ', 'შოთა'];
const FEMALE = ['ნინო', 'მარიამ', 'თამარ', 'ანა', 'ეკატერინე', 'ნათია', 'სალომე', 'ქეთევან', 'ლიკა', 'ხატია', 'მაკა', 'თეონა', 'ელენე', 'სოფიო', 'ნანა', 'ია', 'ლელა', 'მზია', 'დარეჯან', 'ნუცა'];
const SURNAMES = ['ბერიძე', 'კაპანაძე', 'გელაშვილი', 'მაისურაძე', 'ლომიძე', 'ჯავახიშვილი', 'ხუციშვილი', 'ნოზაძე', 'წიკლაური', 'ქავთარაძე', 'ჩხეიძე', 'გოგოლაძე', 'მჭედლიშვილი', 'ბაღდავაძე', 'კვარაცხელია', 'შენგელია', 'ჯაფარიძე', 'დოლიძე', 'ცერცვაძე', 'ღლონტი'];

/** The agency's receiving account at the treasury, in the demo (the bank statements are of this account). */
export const DEMO_AGENCY_ACCOUNT = demoIban('NB', '0331100000000001');

/** A deterministic generator, so the demo data is the same on every machine. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Demo employees: valid 11-digit personal numbers, names in Georgian script, birth dates across ages. */
export function demoEmployees(count: number, seed = 2026) {
  const next = rng(seed);
  const used = new Set<string>();
  const rows: { personalNumber: string; firstName: string; lastName: string; birthDate: string; gender: 'male' | 'female' }[] = [];
  while (rows.length < count) {
    let pn = '';
    for (let i = 0; i < 11; i++) pn += Math.floor(next() * 10);
    if (used.has(pn)) continue;
    used.add(pn);
    const gender = next() < 0.5 ? 'male' : 'female';
    const names = gender === 'male' ? MALE : FEMALE;
    const year = 1958 + Math.floor(next() * 46); // 1958 to 2003: mandatory, may-opt-out and pension-age rows
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    rows.push({
      personalNumber: pn,
      firstName: names[Math.floor(next() * names.length)]!,
      lastName: SURNAMES[Math.floor(next() * SURNAMES.length)]!,
      birthDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      gender,
    });
  }
  return rows;
}

/** Seeds the demo data on an empty database. Idempotent: does nothing when any organization exists. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const [employerHash, operatorHash, answerHash] = await Promise.all([
    hashSecret(DEMO.employer.password),
    hashSecret(DEMO.operator.password),
    hashSecret(normalizeAnswer(DEMO.securityAnswer)),
  ]);
  await db.transaction().execute(async (trx) => {
    const org = await trx.insertInto('organizations').values({ name: DEMO.employer.name, code: DEMO.employer.code, typeId: LEGAL_ENTITY_TYPE_ID, isSelfEmployed: false, mobile: '+995 555 12 34 56', email: 'info@example.ge' }).returning('id').executeTakeFirstOrThrow();
    const org2 = await trx.insertInto('organizations').values({ name: DEMO.employer2.name, code: DEMO.employer2.code, typeId: LEGAL_ENTITY_TYPE_ID, isSelfEmployed: false, mobile: '+995 555 65 43 21', email: 'office@example.ge' }).returning('id').executeTakeFirstOrThrow();
    const self = await trx.insertInto('organizations').values({ name: `${DEMO.self.firstName} ${DEMO.self.lastName}`, code: DEMO.self.code, typeId: INDIVIDUAL_ENTREPRENEUR_TYPE_ID, isSelfEmployed: true, mobile: '+995 599 11 22 33', email: 'nino.beridze@example.ge' }).returning('id').executeTakeFirstOrThrow();

    const account = { passwordHash: employerHash, securityQuestionId: 2, securityAnswerHash: answerHash };
    await trx.insertInto('users').values([
      { ...account, username: DEMO.employer.username, role: 'employer', orgRole: 'administrator', organizationId: org.id, mobile: '+995 555 12 34 56', email: 'info@example.ge' },
      { ...account, username: DEMO.preparer.username, role: 'employer', orgRole: 'preparer', organizationId: org.id, firstName: DEMO.preparer.firstName, lastName: DEMO.preparer.lastName, email: 'accounting@example.ge' },
      { ...account, username: DEMO.approver.username, role: 'employer', orgRole: 'approver', organizationId: org.id, firstName: DEMO.approver.firstName, lastName: DEMO.approver.lastName, email: 'director@example.ge' },
      { ...account, username: DEMO.employer2.username, role: 'employer', orgRole: 'administrator', organizationId: org2.id, mobile: '+995 555 65 43 21', email: 'office@example.ge' },
      { ...account, username: DEMO.self.username, role: 'selfEmployed', orgRole: 'administrator', organizationId: self.id, firstName: DEMO.self.firstName, lastName: DEMO.self.lastName, personalNumber: DEMO.self.code, mobile: '+995 599 11 22 33', email: 'nino.beridze@example.ge' },
      { username: DEMO.operator.username, passwordHash: operatorHash, role: 'operator', organizationId: null, firstName: 'ოპერატორი', lastName: 'სააგენტო', totpSecret: DEMO.operator.totpSecret },
      { username: DEMO.operator2.username, passwordHash: operatorHash, role: 'operator', organizationId: null, firstName: DEMO.operator2.firstName, lastName: DEMO.operator2.lastName, totpSecret: DEMO.operator2.totpSecret },
    ]).execute();

    await trx.insertInto('employees').values(demoEmployees(40).map((e) => ({ ...e, organizationId: org.id }))).execute();
    await trx.insertInto('employees').values(demoEmployees(6, 77).map((e) => ({ ...e, organizationId: org2.id }))).execute();
    await seedDemoParticipant(trx, now, { employer: org.id, employer2: org2.id }, account);
    await seedDemoPortfolios(trx, now);
    await seedDemoInflation(trx);

    const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    // payments that are not for a declaration of the demo: an advance of the second employer, a payment of the
    // self-employed person, one the agency could not place (it waits for the operator), and the bank's fee
    const otherPayments: Camt053Entry[] = [
      // an advance the employer paid ahead of its declarations: the overpayment its refund requests draw on
      { reference: 'TR-2026-000150', amount: 2_000_000n, direction: 'CRDT', bookingDate: iso(day(40)), payerCode: DEMO.employer.code, payerName: DEMO.employer.name, payerAccount: DEMO_BANK_ACCOUNTS.employer[0], payerBic: 'BAGAGE22', remittance: 'საპენსიო შენატანების ავანსი' },
      { reference: 'TR-2026-000190', amount: 98_000n, direction: 'CRDT', bookingDate: iso(day(12)), payerCode: DEMO.employer2.code, payerName: DEMO.employer2.name, payerAccount: DEMO_BANK_ACCOUNTS.employer2[0], payerBic: 'LBRTGE22', remittance: 'საპენსიო შენატანები' },
      { reference: 'TR-2026-000205', amount: 12_000n, direction: 'CRDT', bookingDate: iso(day(5)), payerCode: DEMO.self.code, payerName: `${DEMO.self.firstName} ${DEMO.self.lastName}`, payerAccount: DEMO_BANK_ACCOUNTS.self[0], remittance: 'საპენსიო შენატანი' },
      { reference: 'TR-2026-000211', amount: 25_000n, direction: 'CRDT', bookingDate: iso(day(4)), payerCode: '987654321', payerName: 'შპს „მთის წყარო“', payerAccount: demoIban('BG', '0000000987654321'), remittance: 'საპენსიო შენატანი, ოქტომბერი' },
      { reference: 'FEE-2026-11', amount: 1_500n, direction: 'DBIT', bookingDate: iso(day(3)), remittance: 'ანგარიშის მომსახურების საკომისიო' },
    ];
    const letters = await trx.insertInto('letters').values([
      { type: 'information', subjectKa: 'დეკლარაციის წარდგენის ვადა', textKa: 'გაცნობებთ, რომ ყოველთვიური დეკლარაცია წარდგენილი უნდა იყოს ანაზღაურების თვის მომდევნო თვის 15 რიცხვამდე.', subjectEn: 'Declaration deadline', textEn: 'Please note that the monthly declaration must be submitted by the 15th of the month following the month of salary payment.', subjectRu: 'Срок подачи декларации', textRu: 'Сообщаем, что ежемесячная декларация должна быть подана до 15 числа месяца, следующего за месяцем выплаты зарплаты.', sentAt: day(20) },
      { type: 'reminder', subjectKa: 'შენატანების შედარება შემოსავლების სამსახურთან', textKa: 'გთხოვთ, გადაამოწმოთ შემოსავლების სამსახურთან შედარების შედეგები და საჭიროების შემთხვევაში წარადგინოთ შემასწორებელი დეკლარაცია.', subjectEn: 'Comparison with the Revenue Service', textEn: 'Please review the comparison with the Revenue Service and file a reversing declaration where needed.', subjectRu: 'Сверка со Службой доходов', textRu: 'Пожалуйста, проверьте результаты сверки со Службой доходов и при необходимости подайте корректирующую декларацию.', sentAt: day(3) },
    ]).returning('id').execute();
    await trx.insertInto('letterRecipients').values([
      { letterId: letters[0]!.id, organizationId: org.id, receivedAt: day(20), openedAt: day(19), readAt: day(19) },
      { letterId: letters[1]!.id, organizationId: org.id, receivedAt: day(3), readAt: null },
      { letterId: letters[0]!.id, organizationId: org2.id, receivedAt: day(20), readAt: null },
    ]).execute();

    const notifs = await trx.insertInto('notifications').values([
      { type: 'obligatory', isObligatory: true, subjectKa: 'ცვლილებები საპენსიო სქემის წესებში', textKa: 'გაცნობებთ საპენსიო სქემის წესებში შესულ ცვლილებებს. გთხოვთ, გაეცნოთ შეტყობინებას სისტემიდან გასვლამდე.', subjectEn: 'Changes to the pension scheme rules', textEn: 'We inform you of changes to the rules of the pension scheme. Please read this notification before signing out.', subjectRu: 'Изменения в правилах пенсионной схемы', textRu: 'Сообщаем об изменениях в правилах пенсионной схемы. Пожалуйста, ознакомьтесь с уведомлением до выхода из системы.', sentAt: day(2) },
      { type: 'information', isObligatory: false, subjectKa: 'პორტალის განახლება', textKa: 'პორტალზე დაემატა ახალი შესაძლებლობები.', subjectEn: 'Portal update', textEn: 'New capabilities have been added to the portal.', subjectRu: 'Обновление портала', textRu: 'На портале появились новые возможности.', sentAt: day(6) },
    ]).returning('id').execute();
    await trx.insertInto('notificationRecipients').values([
      { notificationId: notifs[0]!.id, organizationId: org.id, receivedAt: day(2), readAt: null },
      { notificationId: notifs[1]!.id, organizationId: org.id, receivedAt: day(6), readAt: null },
      { notificationId: notifs[1]!.id, organizationId: self.id, receivedAt: day(6), readAt: null },
    ]).execute();

    const payers: Record<string, Pick<Camt053Entry, 'payerCode' | 'payerName' | 'payerAccount' | 'payerBic'>> = {
      [org.id]: { payerCode: DEMO.employer.code, payerName: DEMO.employer.name, payerAccount: DEMO_BANK_ACCOUNTS.employer[0], payerBic: 'BAGAGE22' },
      [self.id]: { payerCode: DEMO.self.code, payerName: `${DEMO.self.firstName} ${DEMO.self.lastName}`, payerAccount: DEMO_BANK_ACCOUNTS.self[0], payerBic: 'TBCBGE22' },
    };
    const declarationPayments = await seedDemoDeclarations(
      trx,
      now,
      { employer: org.id, employerUser: null, self: self.id, selfUser: null, selfPerson: { personalNumber: DEMO.self.code, firstName: DEMO.self.firstName, lastName: DEMO.self.lastName } },
      (organizationId) => payers[organizationId]!,
    );
    await seedDemoBankAccounts(trx, { employer: org.id, employer2: org2.id, self: self.id });
    // two years of payments reach the ledger as the bank's statement does: through the statement loader
    const entries = [...declarationPayments, ...otherPayments].sort((a, b) => (a.bookingDate < b.bookingDate ? -1 : a.bookingDate > b.bookingDate ? 1 : 0));
    const xml = camt053Xml({
      messageId: `DEMO-${iso(now)}`,
      statementId: `DEMO-${iso(now)}`,
      account: DEMO_AGENCY_ACCOUNT,
      createdAt: now,
      fromDate: entries[0]!.bookingDate,
      toDate: iso(now),
      entries,
    });
    await storeStatement(trx, await parseStatement(Buffer.from(xml)), { fileName: 'demo-statement.xml', loadedBy: null, agencyAccounts: DEFAULT_AGENCY_ACCOUNTS });
    await seedDemoOptOutPeople(trx, now, org.id);
    await seedLedger(trx);
    await seedDemoRefunds(trx, now, org.id);
    await seedDemoAnnual(trx, now, org.id);
    await seedDemoRevenue(trx, now, org.id);
    await seedDemoReversals(trx, now, org.id);
  });
  return true;
}
