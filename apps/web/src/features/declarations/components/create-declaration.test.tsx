import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../common/lib/i18n';
import { sessionStore } from '../../../common/session/session-store';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { CreateDeclarationCard, typesFor } from './create-declaration';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => sessionStore.clear());

describe('the create form of a declaration', () => {
  it.each([
    ['a self-employed person', { role: 'selfEmployed' as const }, ['selfEmployed']],
    ['an individual entrepreneur', { organizationTypeId: 2 }, ['standard', 'self', 'opening']],
    ['an employer', {}, ['standard', 'opening']],
  ])('offers %s the types it may file', (_, patch, types) => {
    expect(typesFor({ ...TEST_EMPLOYER_USER, ...patch })).toEqual(types);
  });

  it('gives a self-employed person its own type when the user arrives after the form (the app opened on the home screen)', async () => {
    // the session as restored from storage: tokens, the user not loaded yet
    signInTestEmployer({ user: null });
    renderWithProviders(<CreateDeclarationCard />);
    // the template offered is of the type the form holds
    expect(
      await screen.findByRole('button', { name: 'Download the Excel template (Standard (employer), Detailed)' }),
    ).toBeTruthy();
    act(() => sessionStore.set({ user: { ...TEST_EMPLOYER_USER, role: 'selfEmployed' } }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Download the Excel template (Self-employed person, Detailed)' }),
      ).toBeTruthy(),
    );
    expect((screen.getByLabelText(/Declaration type/) as HTMLSelectElement).value).toBe('selfEmployed');
  });

  it("wraps the template button's label, which names the type and the form, inside the button instead of cutting it off on a phone", async () => {
    signInTestEmployer();
    renderWithProviders(<CreateDeclarationCard />);
    const button = await screen.findByRole('button', {
      name: 'Download the Excel template (Standard (employer), Detailed)',
    });
    // Mantine's button is one line high and its label does not wrap; jsdom has no layout, so the test reads the overrides
    expect(button).toHaveStyle({ height: 'auto' });
    expect(button.querySelector('.mantine-Button-label')).toHaveStyle({ whiteSpace: 'normal', height: 'auto' });
  });

  // the form's rules come with their own code, loaded when the form is first checked
  it.each([
    ['no month chosen', '', 'Choose a month.'],
    ['a month in the future', '6', 'The declaration can not be for a future month.'],
  ])('refuses %s with a message, asking nothing of the server', async (_, month, message) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-15T12:00:00Z'));
    try {
      signInTestEmployer();
      renderWithProviders(<CreateDeclarationCard />);
      expect((screen.getByLabelText(/Year/) as HTMLSelectElement).value).toBe('2026');
      if (month) fireEvent.change(screen.getByLabelText(/Month/), { target: { value: month } });
      fireEvent.click(screen.getByRole('button', { name: 'Create the declaration' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks to confirm the year of a month that may be declared', async () => {
    signInTestEmployer();
    renderWithProviders(<CreateDeclarationCard />);
    fireEvent.change(screen.getByLabelText(/Month/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the declaration' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
