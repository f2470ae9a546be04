import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Dialog } from '@topup/shared/ui';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        title="Delete card"
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              cancel
            </Button>
            <Button onClick={close}>confirm</Button>
          </>
        }
      >
        <label>
          reason <input />
        </label>
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('is a labelled modal in a portal on document.body', () => {
    const { container } = render(<Harness />);
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete card' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('moves focus inside and traps Tab and Shift+Tab', () => {
    render(<Harness />);
    openDialog();
    const input = screen.getByRole('textbox', { name: 'reason' });
    const cancel = screen.getByRole('button', { name: 'cancel' });
    const confirm = screen.getByRole('button', { name: 'confirm' });
    expect(input).toHaveFocus();

    // Tab from the last element wraps to the first.
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(input).toHaveFocus();

    // Shift+Tab from the first wraps to the last.
    fireEvent.keyDown(input, { key: 'Tab', shiftKey: true });
    expect(confirm).toHaveFocus();

    // In the middle the browser moves focus itself: the event is left alone.
    cancel.focus();
    const notPrevented = fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(notPrevented).toBe(true);
  });

  it('pulls focus back in when it escapes to the page behind', () => {
    render(<Harness />);
    const opener = openDialog();
    act(() => opener.focus());
    expect(screen.getByRole('textbox', { name: 'reason' })).toHaveFocus();
  });

  it('closes on Esc and returns focus to the opener', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = openDialog();
    expect(opener).not.toHaveFocus();
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus after closing by a button too', () => {
    render(<Harness />);
    const opener = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside the panel', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    openDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    // A drag that starts in the panel and ends on the backdrop does not close either.
    const backdrop = screen.getByTestId('dialog-backdrop');
    fireEvent.mouseDown(dialog);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses the panel itself when it has nothing focusable', () => {
    render(
      <Dialog open title="Info" onClose={() => {}}>
        text only
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Info' });
    expect(dialog).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(dialog).toHaveFocus();
  });

  it('renders nothing when closed', () => {
    render(<Dialog open={false} title="x" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('over a dialog of another copy of the kit (the host notice over a remote dialog), only the top one takes Esc and focus', () => {
    let OtherDialog: typeof Dialog = Dialog;
    // A second copy of the module with the same React, as a remote's bundle has.
    const react = jest.requireActual<typeof import('react')>('react');
    const reactDom = jest.requireActual<typeof import('react-dom')>('react-dom');
    jest.isolateModules(() => {
      jest.doMock('react', () => react);
      jest.doMock('react-dom', () => reactDom);
      ({ Dialog: OtherDialog } = jest.requireActual<typeof import('./Dialog')>('./Dialog'));
    });
    jest.dontMock('react');
    jest.dontMock('react-dom');
    expect(OtherDialog).not.toBe(Dialog);
    const closeBelow = jest.fn();
    const closeAbove = jest.fn();
    render(
      <>
        <Dialog open title="Below" onClose={closeBelow}>
          <input aria-label="below" />
        </Dialog>
        <OtherDialog open title="Above" onClose={closeAbove}>
          <input aria-label="above" />
        </OtherDialog>
      </>,
    );
    const above = screen.getByRole('textbox', { name: 'above' });
    expect(above).toHaveFocus();
    act(() => screen.getByRole('textbox', { name: 'below' }).focus());
    expect(above).toHaveFocus();
    fireEvent.keyDown(above, { key: 'Escape' });
    expect(closeAbove).toHaveBeenCalledTimes(1);
    expect(closeBelow).not.toHaveBeenCalled();
  });
});
