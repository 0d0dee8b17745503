import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { stubFetch } from '../testing/fetch-stub';
import { renderWithProviders } from '../testing/render-with-providers';
import { PaymentOrderButton } from './payment-order-button';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PaymentOrderButton', () => {
  it('downloads the payment order of the document it is given', async () => {
    sessionStore.set({ accessToken: 'a.b.c' });
    const calls = stubFetch({ body: {} });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<PaymentOrderButton id="5b0c3f7e-2a51-4a8e-9d43-2f1b7c0e9a11" type="fine" />);
    await user.click(screen.getByRole('button', { name: 'Payment order' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls[0]!.url).toContain('/api/front-office/v1/statements/download-org-order-file?documentNumberId=5b0c3f7e-2a51-4a8e-9d43-2f1b7c0e9a11&documentType=fine');
  });
});
