import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { renderWithProviders } from '../testing/render-with-providers';
import { DocumentList } from './document-list';

const documents = [{ id: 'd1', name: 'payroll-2025.pdf', type: 'pdf', size: 2048 }];
const load = () => Promise.resolve({ blob: new Blob(['%PDF']), filename: 'payroll-2025.pdf' });

beforeEach(async () => {
  await setLanguage('en');
});

describe('DocumentList', () => {
  it('attaches the files chosen and deletes a document while the record is open', async () => {
    const onAdd = vi.fn(() => Promise.resolve());
    const onDelete = vi.fn(() => Promise.resolve());
    renderWithProviders(<DocumentList documents={documents} editable onAdd={onAdd} onDelete={onDelete} load={load} />);
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByText('payroll-2025.pdf')).toBeInTheDocument();
    const file = new File(['a'], 'explanation.pdf', { type: 'application/pdf' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith([file]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Attach documents' })).not.toHaveAttribute('data-loading'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete payroll-2025.pdf' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith('d1'));
  });

  it('shows why an attachment failed, in the words of the server', async () => {
    const onAdd = vi.fn(() => Promise.reject(new Error('The file is larger than 7 MB.')));
    renderWithProviders(<DocumentList documents={[]} editable onAdd={onAdd} onDelete={() => Promise.resolve()} load={load} />);
    expect(screen.getByText('No documents attached.')).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a'], 'big.pdf')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 7 MB.');
  });

  it('offers neither attaching nor deleting once the record is closed', () => {
    renderWithProviders(<DocumentList documents={documents} editable={false} onAdd={() => Promise.resolve()} onDelete={() => Promise.resolve()} load={load} />);
    expect(screen.queryByRole('button', { name: 'Attach documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText('payroll-2025.pdf')).toBeInTheDocument();
  });

  it("puts each document's delete button in that document's own item, beside its open and download buttons", () => {
    const two = [...documents, { id: 'd2', name: 'a-very-long-name-of-an-explanation-of-the-annual-payroll-summary.pdf', type: 'pdf', size: 45 }];
    renderWithProviders(<DocumentList documents={two} editable onAdd={() => Promise.resolve()} onDelete={() => Promise.resolve()} load={load} />);
    const items = within(screen.getByRole('list', { name: 'Attachments' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    two.forEach((d, i) => {
      const item = items[i]!;
      expect(within(item).getByText(d.name)).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: `Delete ${d.name}` })).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: `Download ${d.name}` })).toBeInTheDocument();
      // the kind icon keeps its size beside a long name
      expect(item.querySelector('svg[data-kind="pdf"]')).toHaveStyle({ flexShrink: '0' });
    });
  });
});
