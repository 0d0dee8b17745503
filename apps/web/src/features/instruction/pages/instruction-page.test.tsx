import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../common/lib/i18n';
import { InstructionPage } from './instruction-page';

function renderPage() {
  return render(
    <MantineProvider>
      <InstructionPage />
    </MantineProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('InstructionPage', () => {
  it('lists every section in the contents and links to it', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'User instructions' })).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    const links = contents.getAllByRole('link');
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(links.map((l) => l.textContent)).toEqual(headings.map((h) => h.textContent));
    for (const [i, link] of links.entries()) expect(link).toHaveAttribute('href', `#${headings[i]!.id}`);
  });

  it('states the rules with the figures of the domain', () => {
    renderPage();
    expect(screen.getByText(/the session ends after 60 minutes without activity/)).toBeInTheDocument();
    expect(screen.getByText(/^2 minutes before the end/)).toBeInTheDocument();
    expect(screen.getByText(/may be at most 7 MB/)).toBeInTheDocument();
    expect(screen.getByText(/due by the 15th of the following month/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call the hotline 14 80' })).toHaveAttribute('href', 'tel:1480');
  });

  it.each([
    ['ka', 'მომხმარებლის ინსტრუქცია', 'ყოველთვიური დეკლარაციები'],
    ['ru', 'Инструкция пользователя', 'Ежемесячные декларации'],
  ])('is written in %s too, with no key left untranslated', async (lng, title, declarations) => {
    await i18n.changeLanguage(lng);
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: declarations })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/sections\.|\{\{/);
  });
});
