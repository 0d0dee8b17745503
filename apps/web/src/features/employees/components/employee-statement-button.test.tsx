import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { saveBlob } from '../../../common/lib/save-file';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { EmployeeStatementButton } from './employee-statement-button';

vi.mock('../../../common/lib/save-file', () => ({ saveBlob: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveBlob).mockClear();
  vi.mocked(notifications.show).mockClear();
});

describe('EmployeeStatementButton', () => {
  it("downloads the organization's statement of the person under the server's file name", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="employee-statement-01001000001.pdf"' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<EmployeeStatementButton personalNumber="01001000001" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Statement of what we paid' }));
    await vi.waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/finance/v1/employees/01001000001/statement');
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('employee-statement-01001000001.pdf');
  });

  it('a refusal is shown and nothing is saved', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ statusCode: 404, code: 'RECORD_NOT_FOUND', message: 'Record not found.' }), { status: 404 }))));
    renderWithProviders(<EmployeeStatementButton personalNumber="99999999999" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Statement of what we paid' }));
    await vi.waitFor(() => expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Record not found.', autoClose: false })));
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
