import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { renderWithProviders } from '../testing/render-with-providers';
import { DateField, isWholeDate } from './date-field';

let sent = '';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Date of birth"
      value={value}
      onChange={(v) => {
        sent = v;
        setValue(v);
      }}
    />
  );
}

afterEach(async () => {
  sent = '';
  await setLanguage('en');
});

describe('date field', () => {
  it('shows the ISO date as dd.mm.yyyy and gives back ISO what is typed the Georgian way', async () => {
    await setLanguage('ka');
    renderWithProviders(<Field initial="2026-11-05" />);
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveValue('05.11.2026');
    expect(input).toHaveAttribute('placeholder', 'დდ.თთ.წწწწ');
    await userEvent.clear(input);
    await userEvent.type(input, '14.07.1992');
    expect(sent).toBe('1992-07-14');
  });

  it('opens a picker with the month in the portal\'s language', async () => {
    await setLanguage('ru');
    renderWithProviders(<Field initial="2026-11-05" />);
    await userEvent.click(screen.getByLabelText('Date of birth'));
    expect(await screen.findByText(/ноябрь 2026/i)).toBeInTheDocument();
  });

  it('closes the picker once a whole date is typed, and opens it again on a click', async () => {
    await setLanguage('en');
    renderWithProviders(<Field initial="2026-11-05" />);
    const input = screen.getByLabelText('Date of birth');
    await userEvent.click(input);
    expect(await screen.findByText(/November 2026/i)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '14.07.199');
    expect(screen.getByText(/November 2026/i)).toBeInTheDocument();
    await userEvent.type(input, '2');
    expect(sent).toBe('1992-07-14');
    await waitFor(() => expect(screen.queryByText(/July 1992/i)).not.toBeInTheDocument());
    await userEvent.click(input);
    expect(await screen.findByText(/July 1992/i)).toBeInTheDocument();
  });

  it.each([
    ['14.07.1992', true],
    ['1.7.1992', true],
    ['14/07/1992', true],
    ['1992-07-14', true],
    ['14.07.199', false],
    ['31.02.1992', false],
    ['14.07', false],
  ])('reads %s as a whole date: %s', (text, whole) => {
    expect(isWholeDate(text)).toBe(whole);
  });
});
