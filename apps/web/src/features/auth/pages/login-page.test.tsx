import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn } from '../../../common/session/session-actions';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderPage } from '../testing/render-page';
import { LoginPage } from './login-page';

vi.mock('../../../common/session/session-actions', () => ({ completeSignIn: vi.fn(() => Promise.resolve()) }));

const refused = {
  isValid: false,
  isEmployee: false,
  isFirstLogined: false,
  accessToken: null,
  refreshToken: null,
  code: 'INVALID_CREDENTIALS',
  message: 'Incorrect username or password.',
};

async function signIn(username = 'acme', password = 'secret') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^username/i), username);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(completeSignIn).mockClear();
});

describe('LoginPage', () => {
  it('asks for username and password before calling the server', async () => {
    const calls = stubFetch({ body: { statusCode: 200, result: refused } });
    renderPage(<LoginPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText(/^username/i)).toBeInvalid();
    expect(calls).toHaveLength(0);
  });

  it('checks a field when it is left, and again as the user types, focusing the first wrong one on submit', async () => {
    stubFetch({ body: { statusCode: 200, result: refused } });
    renderPage(<LoginPage />);
    const user = userEvent.setup();
    const username = screen.getByLabelText(/^username/i);
    await user.click(username);
    await user.tab();
    expect(username).toBeInvalid();
    expect(username).toHaveAccessibleDescription('This field is required.');
    await user.type(username, 'acme');
    expect(username).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText(/^password/i);
    expect(password).toBeInvalid();
    expect(password).toHaveFocus();
  });

  it("puts the server's field message under its field until the user types there", async () => {
    stubFetch({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION', message: 'Check the fields.', result: { messages: { username: 'Unknown name' } } },
    });
    renderPage(<LoginPage />);
    const user = await signIn();
    const username = screen.getByLabelText(/^username/i);
    expect(await screen.findByText('Unknown name')).toBeInTheDocument();
    expect(username).toHaveFocus();
    await user.type(username, 'x');
    expect(screen.queryByText('Unknown name')).not.toBeInTheDocument();
  });

  it("shows the server's message when the sign-in is not valid", async () => {
    const calls = stubFetch({ body: { statusCode: 200, result: refused } });
    renderPage(<LoginPage />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(calls[0]).toMatchObject({
      url: '/api/user/v1/auth/application-user',
      method: 'POST',
      body: { username: 'acme', password: 'secret', languageCode: 'ka-ge' },
    });
    expect(completeSignIn).not.toHaveBeenCalled();
  });

  it.each([
    ['TOO_MANY_FAILED_ATTEMPTS', 'Too many failed attempts. Please try again in 15 minutes.'],
    ['TOO_MANY_ATTEMPTS', 'Too many attempts. Please wait 60 seconds and try again.'],
  ])("shows the server's throttling message on 429 %s", async (code, message) => {
    stubFetch({ status: 429, body: { statusCode: 429, code, message } });
    renderPage(<LoginPage />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows its own throttling text when a 429 carries none', async () => {
    stubFetch({ status: 429, body: {} });
    renderPage(<LoginPage />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait a little and try again.',
    );
  });

  it('completes the sign-in as an application user and goes to the home screen', async () => {
    stubFetch({
      body: {
        statusCode: 200,
        result: { isValid: true, isEmployee: false, isFirstLogined: false, accessToken: 'a.b.c', refreshToken: 'r1' },
      },
    });
    renderPage(<LoginPage />);
    await signIn();
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/en');
    expect(completeSignIn).toHaveBeenCalledWith({ accessToken: 'a.b.c', refreshToken: 'r1' }, false);
  });

  it('sends a returning participant to the participant site with its hand-over token, opening no session here', async () => {
    stubFetch({
      body: {
        statusCode: 200,
        result: { isValid: true, isEmployee: true, isFirstLogined: false, accessToken: null, refreshToken: null, handoverToken: 'hand-1' },
      },
    });
    renderPage(<LoginPage />);
    await signIn('01001000001', 'Demo#2026pass');
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/en/participant');
    expect(completeSignIn).not.toHaveBeenCalled();
  });

  it("a participant's first sign-in sets its own password and security question, then goes to the site", async () => {
    const calls = stubFetch(
      { body: { statusCode: 200, result: { isValid: true, isEmployee: true, isFirstLogined: true, accessToken: null, refreshToken: null, handoverToken: 'first-1' } } },
      { body: { statusCode: 200, result: { handoverToken: 'site-1' } } },
    );
    renderPage(<LoginPage />);
    const user = await signIn('02002000002', 'Start#2026pass');
    expect(await screen.findByText('Set your own password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and open my account' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(calls).toHaveLength(1);
    await user.type(screen.getByLabelText(/^new password/i), 'Mine#2026secret');
    await user.type(screen.getByLabelText(/^repeat/i), 'Mine#2026secret');
    await user.selectOptions(screen.getByLabelText(/^security question/i), '2');
    await user.type(screen.getByLabelText(/^answer/i), 'Tbilisi');
    await user.click(screen.getByRole('button', { name: 'Save and open my account' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/en/participant');
    expect(calls[1]).toMatchObject({
      url: '/api/user/v1/auth/participant-user/first-sign-in',
      body: { token: 'first-1', newPassword: 'Mine#2026secret', securityQuestionId: 2, securityAnswer: 'Tbilisi' },
    });
    expect(completeSignIn).not.toHaveBeenCalled();
  });

  it('explains a participant account when no participant site can be opened', async () => {
    stubFetch({
      body: {
        statusCode: 200,
        result: { isValid: true, isEmployee: true, isFirstLogined: false, accessToken: 'a.b.c', refreshToken: 'r1' },
      },
    });
    renderPage(<LoginPage />);
    await signIn();
    expect(await screen.findByText('This is a participant account')).toBeInTheDocument();
    expect(completeSignIn).not.toHaveBeenCalled();
  });

  it('links to registration, recovery and the operator sign-in', () => {
    stubFetch({ body: {} });
    renderPage(<LoginPage />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en/account/reset');
    expect(screen.getByRole('link', { name: 'Register as a self-employed person' })).toHaveAttribute(
      'href',
      '/en/register',
    );
    expect(screen.getByRole('link', { name: /Register as an employer/ })).toHaveAttribute(
      'href',
      '/en/register/legal-entity',
    );
    expect(screen.getByRole('link', { name: 'Sign in as an operator' })).toHaveAttribute('href', '/en/admin_login');
  });
});
