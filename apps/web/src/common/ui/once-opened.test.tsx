import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { OnceOpened } from './once-opened';

let mounts = 0;
function Counted() {
  const [once] = useState(() => {
    mounts += 1;
    return true;
  });
  return <p>{once ? 'Kept' : ''}</p>;
}

function Screen() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <OnceOpened opened={opened}>
        <Modal opened={opened} onClose={() => setOpened(false)} title="The dialog" transitionProps={{ duration: 0 }}>
          <Counted />
          <Button onClick={() => setOpened(false)}>Done</Button>
        </Modal>
      </OnceOpened>
    </>
  );
}

describe('OnceOpened', () => {
  it('puts nothing on the page until the dialog first opens, then opens it at once', async () => {
    mounts = 0;
    renderWithProviders(<Screen />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mounts).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'The dialog' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('closes the dialog as the library closes it, and opens it again', async () => {
    renderWithProviders(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'The dialog' })).toBeInTheDocument();
  });
});
