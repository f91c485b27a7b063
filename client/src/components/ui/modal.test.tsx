import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { switchToHindi } from '../../testing/in-hindi.js';
import { renderElement } from '../../testing/render-with-providers.js';
import { Modal } from './modal.js';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <button type="button">Behind</button>
      <Modal title="Check" open={open} onClose={() => setOpen(false)}>
        <button type="button">First</button>
        <button type="button" onClick={() => setOpen(false)}>Done</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('takes focus, keeps Tab and Shift+Tab inside, and gives focus back when it closes', async () => {
    const { user } = renderElement(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Check' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    // Past the last control: back to the first, never to the page behind.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = renderElement(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus back to the opener when Escape or a click on the backdrop closes it, and Tab from there reaches the page again', async () => {
    const { user } = renderElement(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Behind' })).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab on the dialog itself when it has no control to reach', async () => {
    function Empty() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>Open</button>
          <Modal title="Note" open={open} onClose={() => setOpen(false)}>
            <p>Nothing to press here.</p>
          </Modal>
        </>
      );
    }
    const { user } = renderElement(<Empty />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // The close button is its only control: Tab and Shift+Tab stay on it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it("names its close button in Hindi when the player chose Hindi", async () => {
    await switchToHindi();
    const { user } = renderElement(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
