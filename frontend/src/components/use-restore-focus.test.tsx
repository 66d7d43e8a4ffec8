import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_FOCUS_AFTER_MS, useRestoreFocus } from './use-restore-focus';

// A chain like tools -> schedule tour: the first "dialog" holds the button that opens the second and is removed
// when it does; nothing moves the focus back (as when Mantine's return target is gone).
function Chain({ keepFocusElsewhere = false }: { keepFocusElsewhere?: boolean }) {
  const [step, setStep] = useState<'none' | 'first' | 'second'>('none');
  useRestoreFocus(step !== 'none');
  return (
    <>
      <button onClick={() => setStep('first')}>Tools</button>
      <button>Elsewhere</button>
      {step === 'first' && <button onClick={() => setStep('second')}>Schedule tour</button>}
      {step === 'second' && (
        <button
          onClick={() => {
            if (keepFocusElsewhere) screen.getByRole('button', { name: 'Elsewhere' }).focus();
            setStep('none');
          }}
        >
          Close
        </button>
      )}
    </>
  );
}

// A menu item opens the dialog; the menu and the item go away in the same update, before the dialog's effects.
function MenuOpensDialog() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  useRestoreFocus(dialogOpen);
  return (
    <>
      <button aria-controls={menuOpen ? 'actions-menu' : undefined} onClick={() => setMenuOpen(true)}>
        Actions
      </button>
      {menuOpen && (
        <div role="menu" id="actions-menu">
          <button
            role="menuitem"
            onClick={() => {
              setDialogOpen(true);
              setMenuOpen(false);
            }}
          >
            Edit
          </button>
        </div>
      )}
      {dialogOpen && <button onClick={() => setDialogOpen(false)}>Close</button>}
    </>
  );
}

function press(name: string) {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}

describe('useRestoreFocus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the focus back to what opened the first dialog once the chain has closed and the focus is lost', () => {
    render(<Chain />);
    press('Tools');
    press('Schedule tour');
    press('Close');
    // The Close button is gone: the focus fell to the body.
    expect(document.activeElement).toBe(document.body);
    act(() => vi.advanceTimersByTime(RESTORE_FOCUS_AFTER_MS));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tools' }));
  });

  it('leaves the focus alone when something else already has it', () => {
    render(<Chain keepFocusElsewhere />);
    press('Tools');
    press('Schedule tour');
    press('Close');
    act(() => vi.advanceTimersByTime(RESTORE_FOCUS_AFTER_MS));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it("gives the focus to the menu's button when a menu item opened the dialog", () => {
    render(<MenuOpensDialog />);
    press('Actions');
    const item = screen.getByRole('menuitem', { name: 'Edit' });
    item.focus();
    fireEvent.click(item);
    press('Close');
    act(() => vi.advanceTimersByTime(RESTORE_FOCUS_AFTER_MS));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions' }));
  });

  it('does nothing while the chain is still open', () => {
    render(<Chain />);
    press('Tools');
    press('Schedule tour');
    act(() => vi.advanceTimersByTime(RESTORE_FOCUS_AFTER_MS));
    // The second dialog is open (in the app its focus trap holds the focus): nothing is restored yet.
    expect(document.activeElement).toBe(document.body);
  });
});
