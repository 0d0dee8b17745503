import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadReport } from '../lib/draft-storage';
import { declarationOf, renderWithProviders } from '../testing/fixtures';
import { UploadReportView } from './upload-panel';

const report: UploadReport = {
  fileName: 'may.xlsx',
  accepted: 12,
  rejected: 2,
  rows: [
    { row: 3, column: 'personalIdentificationNumber', message: 'The personal number must have exactly 11 digits.' },
    { row: 3, column: 'grossSalary', message: 'The amount can not be negative.' },
    { row: 7, column: null, message: 'Private number is repeated.' },
  ],
  rejectedRows: [
    { row: 3, values: { personalIdentificationNumber: '0100101239', grossSalary: '-5' } },
    { row: 7, values: { personalIdentificationNumber: '01001012399' } },
  ],
};

describe('upload report', () => {
  it('lists every rejected row with its row number, column and message, and offers a fix for each', async () => {
    const onFix = vi.fn();
    renderWithProviders(<UploadReportView declaration={declarationOf()} report={report} onFix={onFix} onDismiss={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Result of the upload' });
    expect(region).toHaveTextContent('12 rows accepted');
    expect(region).toHaveTextContent('2 rows rejected');
    const rows = within(region).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('Personal number (A)');
    expect(rows[1]).toHaveTextContent('Error: The personal number must have exactly 11 digits.');
    expect(rows[2]).toHaveTextContent('Gross salary (F)');
    expect(rows[3]).toHaveTextContent('the whole row');
    expect(rows[3]).toHaveTextContent('Private number is repeated.');
    await userEvent.click(within(region).getByRole('button', { name: 'Fix row 7' }));
    expect(onFix).toHaveBeenCalledWith(report.rejectedRows[1]);
  });

  it('says so when every rejected row was fixed', () => {
    renderWithProviders(<UploadReportView declaration={declarationOf()} report={{ ...report, rejectedRows: [] }} onFix={vi.fn()} onDismiss={vi.fn()} />);
    expect(screen.getByText('Every rejected row has been fixed.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
