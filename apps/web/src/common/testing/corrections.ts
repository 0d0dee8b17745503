/**
 * A reversing and an annual declaration with one row each, as the server answers them: the examples of the
 * web tests of their screens.
 */

/** One side of a stored row: the income (all of it the base) and each contribution. */
const side = (gross: string, each: string) => ({
  grossSalary: gross,
  additionalBenefits: '0.00',
  nonCashBenefits: '0.00',
  base: gross,
  employeeContribution: each,
  organizationContribution: each,
});

/** The person of both examples' rows. */
const person = {
  rowNumber: 1,
  personalIdentificationNumber: '01001010101',
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  birthDate: '1990-05-01',
  gender: 'female',
  optIn: 0,
  isNew: false,
};

export const REVERSAL_ID = '33333333-3333-4333-8333-333333333333';

/** An open reversal (version 7) of a closed declaration of June 2026: 1,000.00 corrected to 800.00. */
export const exampleReversal = {
  id: REVERSAL_ID,
  reversedDeclarationNumber: '500001',
  declarationId: '22222222-2222-4222-8222-222222222222',
  declarationNumber: '100006',
  year: 2026,
  month: 6,
  type: 'standard',
  declarationStatus: 'closed',
  status: 'open',
  isOpen: true,
  isClosed: false,
  isProcessing: false,
  awaitingApproval: false,
  rowCount: 1,
  totals: { basis: '1000.00', profit: '800.00', sum: '40.00', reversalsWithProfit: '32.00', difference: '-8.00' },
  documents: [],
  createdOn: '2026-11-24T10:00:00.000Z',
  completedOn: null,
  lastModificationDate: '2026-11-24T10:00:00.000Z',
  version: 7,
};

export const exampleReversalDetail = {
  id: '44444444-4444-4444-8444-444444444444',
  reversedDeclarationId: REVERSAL_ID,
  ...person,
  original: side('1000.00', '20.00'),
  corrected: side('800.00', '16.00'),
  basis: '1000.00',
  profit: '800.00',
  sum: '40.00',
  reversalsWithProfit: '32.00',
  difference: '-8.00',
};

export const ANNUAL_ID = '55555555-5555-4555-8555-555555555555';

/** An open annual declaration (version 4) of 2025: 12,000.00 declared by the months, 13,200.00 by the year. */
export const exampleAnnual = {
  id: ANNUAL_ID,
  annualDeclarationNumber: '700001',
  year: 2025,
  type: 'standard',
  status: 'open',
  isOpen: true,
  isClosed: false,
  awaitingApproval: false,
  rowCount: 1,
  differenceCount: 1,
  totals: {
    declaredBase: '12000.00',
    annualBase: '13200.00',
    declaredContribution: '480.00',
    annualContribution: '528.00',
    difference: '48.00',
  },
  documents: [],
  createdOn: '2026-11-24T10:00:00.000Z',
  closedOn: null,
  lastModificationDate: '2026-11-24T10:00:00.000Z',
  version: 4,
};

export const exampleAnnualDetail = {
  id: '66666666-6666-4666-8666-666666666666',
  annualDeclarationId: ANNUAL_ID,
  ...person,
  months: 12,
  declared: side('12000.00', '240.00'),
  annual: side('13200.00', '264.00'),
  declaredBase: '12000.00',
  annualBase: '13200.00',
  declaredContribution: '480.00',
  annualContribution: '528.00',
  difference: '48.00',
};
