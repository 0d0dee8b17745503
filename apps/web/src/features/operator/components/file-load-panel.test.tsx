import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@pensia/domain/i18n/languages';
import { setLanguage } from '../../../common/lib/i18n';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { FileLoadPanel, LoadFigures, useFileLoadLabels, type FileLoad, type FileLoadNamespace } from './file-load-panel';

const labels = {
  title: 'Load a file',
  file: 'Filings file',
  hint: 'CSV or Excel',
  placeholder: 'Choose a file',
  clear: 'Remove the chosen file',
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

  it('names the button that takes the chosen file away', () => {
    const load: FileLoad<number> = { mutate: vi.fn(), reset: vi.fn(), isPending: false, error: null };
    renderWithProviders(<FileLoadPanel labels={labels} accept=".csv" load={load} result={() => null} />);
    choose('a.csv');
    expect(screen.getByRole('button', { name: 'Remove the chosen file' })).toBeInTheDocument();
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

/** A screen's panel with the words of its namespace, its load refusing every file without words of its own. */
function ScreenPanel({ ns }: { ns: FileLoadNamespace }) {
  const labels = useFileLoadLabels(ns);
  const [error, setError] = useState<unknown>(null);
  const load: FileLoad<number> = { mutate: () => setError(new Error('')), reset: () => setError(null), isPending: false, error };
  return <FileLoadPanel labels={labels} accept=".csv" load={load} result={() => null} refusalTestId="refusal" />;
}

describe('useFileLoadLabels', () => {
  it.each<[FileLoadNamespace, Lang, string, string, string, string | null]>([
    // namespace, language, title, button, refusal, what to do about it
    ['statements', 'en', 'Load a statement', 'Load', 'The statement was not loaded', null],
    ['statements', 'ka', 'ამონაწერის ჩატვირთვა', 'ჩატვირთვა', 'ამონაწერი არ ჩაიტვირთა', null],
    ['statements', 'ru', 'Загрузка выписки', 'Загрузить', 'Выписка не загружена', null],
    ['revenueLoad', 'en', 'Load a file', 'Load', 'The file was not loaded', 'Correct the file and load it again. The filings loaded before stay as they were.'],
    ['revenueLoad', 'ka', 'ფაილის ჩატვირთვა', 'ჩატვირთვა', 'ფაილი არ ჩაიტვირთა', 'გაასწორეთ ფაილი და ჩატვირთეთ ხელახლა. ადრე ჩატვირთული მონაცემები უცვლელი რჩება.'],
    ['revenueLoad', 'ru', 'Загрузка файла', 'Загрузить', 'Файл не загружен', 'Исправьте файл и загрузите его снова. Ранее загруженные данные остались без изменений.'],
  ])('gives the panel the words of %s in %s', async (ns, lang, title, submit, refused, refusedHint) => {
    await setLanguage(lang);
    renderWithProviders(<ScreenPanel ns={ns} />);
    const form = screen.getByRole('form', { name: title });
    choose('a.csv');
    fireEvent.click(within(form).getByRole('button', { name: submit }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(refused)).toBeInTheDocument();
    // the refusal without words of its own reads the screen's
    expect(within(alert).getByTestId('refusal').textContent).not.toBe('');
    if (refusedHint) expect(within(alert).getByText(refusedHint)).toBeInTheDocument();
    else expect(within(alert).getAllByText(/./)).toHaveLength(2);
  });
});
