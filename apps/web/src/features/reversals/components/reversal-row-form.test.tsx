import type { Reversal } from '@pensia/domain/reversals/reversal.api';
import type { Lang } from '@pensia/domain/i18n/languages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../common/lib/i18n';
import { exampleReversal } from '../../../common/testing/corrections';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { ReversalRowForm } from './reversal-row-form';

describe('ReversalRowForm', () => {
  it.each<[Lang, string, string, string]>([
    // language, the choice's name, its two options
    ['en', 'Gender', 'Female', 'Male'],
    ['ka', 'სქესი', 'მდედრობითი', 'მამრობითი'],
    ['ru', 'Пол', 'Женский', 'Мужской'],
  ])('names the gender choice of a row of a reversal by its label (%s)', async (lang, name, female, male) => {
    await setLanguage(lang);
    renderWithProviders(<ReversalRowForm reversal={exampleReversal as Reversal} onClose={() => {}} />);
    const choice = await screen.findByRole('radiogroup', { name });
    expect(within(choice).getByRole('radio', { name: female })).toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: male })).toBeInTheDocument();
  });
});
