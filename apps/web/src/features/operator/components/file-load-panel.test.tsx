import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../shared/lib/i18n';
import { renderWithProviders } from '../../../shared/testing/render-with-providers';
import { FileLoadPanel, LoadFigures, type FileLoad } from './file-load-panel';

const labels = {
  title: 'Load a file',
  file: 'Filings file',
  hint: 'CSV or Excel',
  placeholder: 'Choose a file',
  submit: 'Load',
  refused: 'The file was not loaded',
  refusedHint: 'Correct the file and load it again.',
  failed: 'The file could not be loaded.',
};

/** A load that answers what `answer` gives for the file: its counts, or a refusal. */
function Harness({ answer, onLoad, hint = true }: { answer: (file: File) => number | Error; onLoad: (file: File) => void; hint?: boolean }) {
  const [state, setState] = useState<{ data?: number; error: unknown }>({ error: null });
  const load: FileLoad<number> = {
    mutate: (file) => {
      onLoad(file);
      const a = answer(file);
      setState(a instanceof Error ? { error: a } : { data: a, error: null });
    },
    reset: () => setState({ error: null }),
    isPending: false,
    data: state.data,
    error: state.error,
  };
  return (
    <FileLoadPanel
      labels={hint ? labels : { ...labels, refusedHint: undefined }}
      accept=".csv"
      load={load}
      result={(rows) => <LoadFigures title="Loaded" warn={rows > 1000} figures={[{ label: 'rows loaded', value: rows, testId: 'rows' }]} />}
      refusalTestId="refusal"
    />
  );
}

const choose = (name: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toBe('.csv');
  fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'text/csv' })] } });
};

beforeEach(async () => {
  await setLanguage('en');
});

describe('FileLoadPanel', () => {
  it('loads the chosen file and shows its counts; another file clears them', () => {
    const onLoad = vi.fn();
    renderWithProviders(<Harness answer={() => 1234} onLoad={onLoad} />);
    const form = screen.getByRole('form', { name: 'Load a file' });
    const submit = within(form).getByRole('button', { name: 'Load' });
    expect(submit).toBeDisabled();
    choose('a.csv');
    fireEvent.click(submit);
    expect(onLoad).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.csv' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loaded');
    expect(within(status).getByTestId('rows')).toHaveTextContent(/^1.234$/);
    expect(within(status).getByText('rows loaded')).toBeInTheDocument();
    choose('b.csv');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows a refusal with the server's words and what to do; without words of its own, the screen's", () => {
    renderWithProviders(<Harness answer={(f) => new Error(f.name === 'bad.csv' ? 'Row 3, column personal_number: 11 digits' : '')} onLoad={() => undefined} />);
    choose('bad.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The file was not loaded')).toBeInTheDocument();
    expect(within(alert).getByTestId('refusal')).toHaveTextContent('Row 3, column personal_number: 11 digits');
    expect(within(alert).getByText('Correct the file and load it again.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();

    choose('other.csv');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByTestId('refusal')).toHaveTextContent('The file could not be loaded.');
  });

  it('has no hint under a refusal when the screen gives none', () => {
    renderWithProviders(<Harness hint={false} answer={() => new Error('Not a statement')} onLoad={() => undefined} />);
    choose('bad.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^The file was not loadedNot a statement$/);
  });

  it('hides the answer of the file before as soon as another is chosen, even before the load says it is reset', () => {
    const reset = vi.fn();
    const mutate = vi.fn();
    const load: FileLoad<number> = { mutate, reset, isPending: false, data: 7, error: new Error('Refused') };
    renderWithProviders(<FileLoadPanel labels={labels} accept=".csv" load={load} result={(n) => <p role="status">{n}</p>} />);
    // an answer of no file chosen here is not shown
    expect(screen.queryByRole('status')).toBeNull();
    choose('a.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('7');
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    choose('b.csv');
    expect(reset).toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
