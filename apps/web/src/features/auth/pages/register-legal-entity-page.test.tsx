import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderPage } from '../testing/render-page';
import { RegisterLegalEntityPage } from './register-legal-entity-page';

afterEach(() => vi.unstubAllGlobals());

async function fillAllButCode(user: UserEvent) {
  await user.type(screen.getByLabelText(/^organization name/i), 'Acme LLC');
  await user.type(screen.getByLabelText(/^username/i), 'acme');
  await user.type(screen.getByLabelText(/^password/i), 'Secret#123');
  await user.type(screen.getByLabelText(/^repeat password/i), 'Secret#123');
  await user.type(screen.getByLabelText(/^mobile number/i), '555123456');
  await user.type(screen.getByLabelText(/^email/i), 'office@acme.ge');
  await user.selectOptions(screen.getByLabelText(/^security question/i), 'What was the name of your first pet?');
  await user.type(screen.getByLabelText(/^answer/i), 'Rex');
}

describe('RegisterLegalEntityPage', () => {
  it('checks the length of the identification code by organization type', async () => {
    const calls = stubFetch({ body: { statusCode: 200, result: { id: 'u1', username: 'acme' } } });
    const user = userEvent.setup();
    renderPage(<RegisterLegalEntityPage />, '/en/register/legal-entity');
    await fillAllButCode(user);
    const code = screen.getByLabelText(/^identification code/i);

    await user.click(screen.getByRole('radio', { name: 'Legal entity' }));
    await user.type(code, '12345678901');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The identification code of a legal entity has 9 digits.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Individual entrepreneur' }));
    await user.clear(code);
    await user.type(code, '123456789');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The personal number must have exactly 11 digits.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Legal entity' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration completed')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/user/v1/registration/legal-entity',
      body: {
        organizationName: 'Acme LLC',
        organizationCode: '123456789',
        organizationTypeId: 1,
        username: 'acme',
        securityQuestionId: 4,
        securityAnswer: 'Rex',
      },
    });
    expect(calls[0]!.body).not.toHaveProperty('repeatPassword');
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/en/login');
  }, 15_000);

  it('asks for the organization type', async () => {
    stubFetch({ body: {} });
    const user = userEvent.setup();
    renderPage(<RegisterLegalEntityPage />, '/en/register/legal-entity');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Choose the organization type.')).toBeInTheDocument();
    expect(screen.getByText('Enter the organization name.')).toBeInTheDocument();
    expect(screen.getByText('Choose a security question.')).toBeInTheDocument();
  }, 15_000);

  it("shows the server's refusal of an employer that is already registered", async () => {
    stubFetch({
      status: 409,
      body: {
        statusCode: 409,
        code: 'EMPLOYER_ALREADY_REGISTERED',
        message: 'Such an employer has already been registered.',
        result: { messages: { organizationCode: 'This field is required.' } },
        errors: ['Such an employer has already been registered.'],
      },
    });
    const user = userEvent.setup();
    renderPage(<RegisterLegalEntityPage />, '/en/register/legal-entity');
    await fillAllButCode(user);
    await user.click(screen.getByRole('radio', { name: 'Legal entity' }));
    const code = screen.getByLabelText(/^identification code/i);
    await user.type(code, '123456789');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Such an employer has already been registered.');
    expect(code).toBeInvalid();
    expect(code).toHaveAccessibleDescription(/Such an employer has already been registered\./);
    // the server's message under the field goes away as soon as the user types in it
    await user.type(code, '{Backspace}8');
    expect(code).not.toBeInvalid();
    expect(code).not.toHaveAccessibleDescription(/Such an employer/);
  }, 15_000);
});
