import type { AnnualDeclaration } from '@pensia/domain/annual/annual.api';
import type { Lang } from '@pensia/domain/i18n/languages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../common/lib/i18n';
import { exampleAnnual } from '../../../common/testing/corrections';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { AnnualRowForm } from './annual-row-form';

describe('AnnualRowForm', () => {
  it.each<[Lang, string, string, string]>([
    // language, the choice's name, its two options
    ['en', 'Gender', 'Female', 'Male'],
    ['ka', 'სქესი', 'მდედრობითი', 'მამრობითი'],
    ['ru', 'Пол', 'Женский', 'Мужской'],
  ])('names the gender choice of a row of an annual declaration by its label (%s)', async (lang, name, female, male) => {
    await setLanguage(lang);
    renderWithProviders(<AnnualRowForm annual={exampleAnnual as AnnualDeclaration} onClose={() => {}} />);
    const choice = await screen.findByRole('radiogroup', { name });
    expect(within(choice).getByRole('radio', { name: female })).toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: male })).toBeInTheDocument();
  });
});
