import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { OrganizationCodeFilter } from './organization-code-filter';

const WORDS = { label: 'Filter', field: 'Organization code', apply: 'Show', clear: 'Clear' };

function Harness({ seen }: { seen: string[] }) {
  const [code, setCode] = useState('');
  return (
    <>
      <OrganizationCodeFilter
        applied={code}
        onApply={(c) => {
          seen.push(c);
          setCode(c);
        }}
        words={WORDS}
      />
      <output>applied: {code || 'none'}</output>
    </>
  );
}

describe('OrganizationCodeFilter', () => {
  it('applies the typed code trimmed, by Enter or the button, and clears it in one press', async () => {
    const seen: string[] = [];
    renderWithProviders(<Harness seen={seen} />);
    const form = screen.getByRole('form', { name: 'Filter' });
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Organization code' }), ' 204567891 {Enter}');
    expect(seen).toEqual(['204567891']);
    expect(screen.getByText('applied: 204567891')).toBeInTheDocument();
    expect(form).toContainElement(screen.getByRole('button', { name: 'Clear' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(seen).toEqual(['204567891', '']);
    expect(screen.getByRole('textbox', { name: 'Organization code' })).toHaveValue('');
    expect(screen.getByText('applied: none')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Organization code' }), '405112233');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(seen.at(-1)).toBe('405112233');
  });
});
