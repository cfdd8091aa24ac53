import { Modal } from '@casino/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

function Harness({ isPersistent = false }: { isPersistent?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        isOpen={isOpen}
        onRequestClose={() => setOpen(false)}
        isPersistent={isPersistent}
        label="Test dialog"
      >
        <button>First</button>
        <button onClick={() => setOpen(false)}>Last</button>
      </Modal>
    </>
  );
}

describe('modal portal', () => {
  it('moves focus in, keeps Tab inside and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Test dialog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on an overlay click unless persistent', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.getByTestId('modal-overlay').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'closing',
    );
    unmount();

    render(<Harness isPersistent />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.getByTestId('modal-overlay').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'open',
    );
  });

  it('stays open when opened again while it fades out', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('modal-overlay'));
    const modal = () => screen.getByTestId('modal-overlay').closest('[data-state]');
    expect(modal()).toHaveAttribute('data-state', 'closing');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(modal()).toHaveAttribute('data-state', 'open');
    expect(modal()).not.toHaveAttribute('inert');
    // Past the exit time it is still there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('dialog', { name: 'Test dialog' })).toBeInTheDocument();
    expect(modal()).toHaveAttribute('data-state', 'open');
  });
});
