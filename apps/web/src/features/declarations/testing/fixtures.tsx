import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { KeptRejectedRow, UploadReport } from '@pensia/domain/declarations-api/declaration.api';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { testQueryClient } from '../../../common/testing/query-client';

/** A draft declaration as the API answers it. */
export function declarationOf(patch: Partial<Declaration> = {}): Declaration {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    declarationNumber: '100001',
    organizationId: 'org-1',
    year: 2026,
    month: 5,
    type: 'standard',
    form: 'detailed',
    isSimple: false,
    declarationStatus: 'draft',
    isDraft: true,
    isOpen: false,
    isClosed: false,
    isProcessing: false,
    awaitingApproval: false,
    isPublicAgencyDeclaration: false,
    governmentContributionOrderId: null,
    hasReversal: false,
    reversalStatus: null,
    totalAmount: '0.00',
    sumAmount: null,
    totals: { rowCount: 0, contributionBase: '0.00', employeeContribution: '0.00', organizationContribution: '0.00', totalContribution: '0.00' },
    errorCount: 0,
    warningCount: 0,
    activationDate: null,
    closingDate: null,
    lastModificationDate: null,
    createdOn: '2026-06-01T08:00:00.000Z',
    modifiedOn: '2026-06-01T08:00:00.000Z',
    version: 3,
    ...patch,
  };
}

/** A rejected row of the last upload as the server keeps it. */
export function keptRowOf(row: number, patch: Partial<KeptRejectedRow> = {}): KeptRejectedRow {
  return {
    id: `22222222-2222-4222-8222-${String(row).padStart(12, '0')}`,
    row,
    values: { personalIdentificationNumber: '01001012345', firstName: 'Nino', lastName: 'Beridze', grossSalary: '1000' },
    issues: [{ column: 'grossSalary', messageKey: 'notNegative', message: 'The amount can not be negative.' }],
    ...patch,
  };
}

/** The last upload's report with a page of rejected rows still waiting. */
export function uploadReportOf(items: KeptRejectedRow[], patch: Partial<Omit<UploadReport, 'pending'>> & { totalCount?: number; pageNumber?: number } = {}): UploadReport {
  const { totalCount, pageNumber, ...rest } = patch;
  return {
    fileName: 'may.xlsx',
    uploadedAt: '2026-06-02T10:15:00.000Z',
    accepted: 12,
    rejected: totalCount ?? items.length,
    pending: { items, totalCount: totalCount ?? items.length, pageNumber: pageNumber ?? 1, pageSize: 20 },
    ...rest,
  };
}

export function renderWithProviders(ui: ReactElement) {
  const client = testQueryClient();
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/en/declaration/new/x']}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
