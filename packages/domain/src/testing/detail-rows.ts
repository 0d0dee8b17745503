import type { DetailRowContext, DetailRowDraft } from '../declarations/row-validation.ts';

/** Rows and declarations the tests of the rows' rules start from (declarations/row-*.test.ts). */

export const simple: DetailRowContext = { type: 'standard', form: 'simple', today: '2025-06-15' };
export const detailed: DetailRowContext = { type: 'standard', form: 'detailed', today: '2025-06-15' };

/** Base 1,750.50 GEL: contributions 35.01 + 35.01; detailed: tax 20% of 1,715.49 = 343.10, net 1,362.39. */
export const row: DetailRowDraft = {
  personalIdentificationNumber: '01234567890',
  firstName: 'Nino',
  lastName: 'Beridze',
  birthDate: '1985-04-12',
  gender: 'female',
  grossSalary: '1500.00',
  additionalBenefits: '200',
  nonCashBenefits: '50,50',
  employeeContribution: '35.01',
  organizationContribution: '35.01',
  optIn: 0,
  hasWrittenRequest: false,
};
export const detailedRow: DetailRowDraft = { ...row, otherWithHeldAmount: '10.00', incomeTax: '343.10', netAmount: '1362.39' };
