import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/lib/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../../shared/testing/example-employer';
import { renderWithProviders } from '../../../shared/testing/render-with-providers';
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

  it("gives a self-employed person its own type when the user arrives after the form (the app opened on the home screen)", async () => {
    // the session as restored from storage: tokens, the user not loaded yet
    signInTestEmployer({ user: null });
    renderWithProviders(<CreateDeclarationCard />);
    // the template offered is of the type the form holds
    expect(await screen.findByRole('button', { name: 'Download the Excel template (Standard (employer), Detailed)' })).toBeTruthy();
    act(() => sessionStore.set({ user: { ...TEST_EMPLOYER_USER, role: 'selfEmployed' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download the Excel template (Self-employed person, Detailed)' })).toBeTruthy());
    expect((screen.getByLabelText(/Declaration type/) as HTMLSelectElement).value).toBe('selfEmployed');
  });
});
