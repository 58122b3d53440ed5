import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function Page({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Remove photo</button>
      <ConfirmDialog
        open={open}
        title="Remove this photo?"
        message="The provider will no longer see it."
        confirmLabel="Remove"
        tone="danger"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const dialog = () => screen.getByRole<HTMLDialogElement>('alertdialog', { hidden: true });

describe('ConfirmDialog', () => {
  it('asks with its title and message, the safe answer focused first', () => {
    render(<Page onConfirm={() => {}} />);
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('alertdialog', { name: 'Remove this photo?' })).toBeTruthy();
    expect(screen.getByText('The provider will no longer see it.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
  });

  it('confirms with the confirm button, and Cancel closes it without confirming', () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog().open).toBe(false);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('ignores Escape and Cancel while the action runs', () => {
    render(<Page onConfirm={() => {}} busy />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().open).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
  });
});
