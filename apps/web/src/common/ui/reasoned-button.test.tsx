import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { ReasonedButton } from './reasoned-button';

describe('ReasonedButton', () => {
  it('when it cannot be used, says why to the keyboard, the pointer and a screen reader, and a click does nothing', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ReasonedButton onClick={onClick} blockedBy="Add at least one row before completing.">
        Complete
      </ReasonedButton>,
    );
    const button = screen.getByRole('button', { name: 'Complete' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Add at least one row before completing.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Complete' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is an ordinary button when nothing blocks it', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ReasonedButton onClick={onClick}>Complete</ReasonedButton>);
    const button = screen.getByRole('button', { name: 'Complete' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAccessibleDescription();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
