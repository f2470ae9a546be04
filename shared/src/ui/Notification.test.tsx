import { act, fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { TOAST_DURATION_MS } from '@topup/shared/http';
import {
  NotificationHost,
  notificationStore,
  resetNotifications,
  showModal,
  showToast,
  uiNotify,
} from '@topup/shared/ui';

beforeAll(async () => {
  // initI18n now loads texts from the server; the testing helper passes the repository's texts.
  await initTestI18n('ru');
});

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => resetNotifications());
  jest.useRealTimers();
});

describe('toasts', () => {
  it('dismisses itself at 3000 ms and not before', () => {
    render(<NotificationHost />);
    act(() => {
      showToast({ message: 'Saved', type: 'success' });
    });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(notificationStore.getState().toasts).toEqual([]);
  });

  it('uses the spec defaults: info, 3000 ms, offset 16, top centre', () => {
    render(<NotificationHost />);
    act(() => {
      showToast({ message: 'Hello' });
    });
    expect(notificationStore.getState().toasts[0]).toMatchObject({ type: 'info', duration: 3000, offset: 16 });
    expect(screen.getByTestId('toast-stack')).toHaveStyle({ top: '16px' });
  });

  it('honours a custom duration', () => {
    render(<NotificationHost />);
    act(() => {
      showToast({ message: 'Short', duration: 500 });
      showToast({ message: 'Long', duration: 5000 });
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByText('Short')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4499));
    expect(screen.getByText('Long')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Long')).not.toBeInTheDocument();
  });

  it('announces an error toast as an alert', () => {
    render(<NotificationHost />);
    act(() => {
      uiNotify.toast({ type: 'error', message: 'Network down', duration: 3000, offset: 16 });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes on its close button and cancels its timer', () => {
    render(<NotificationHost />);
    act(() => {
      showToast({ message: 'Bye' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Bye')).not.toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stacks several toasts in order', () => {
    render(<NotificationHost />);
    act(() => {
      showToast({ message: 'one' });
      showToast({ message: 'two', type: 'warning' });
      showToast({ message: 'three', type: 'error' });
    });
    const stack = screen.getByTestId('toast-stack');
    expect(Array.from(stack.children).map((node) => node.textContent?.replace('×', ''))).toEqual(['one', 'two', 'three']);
  });
});

describe('uiNotify.modal', () => {
  it('shows the notice dialog with the translated title and button and resolves on close', async () => {
    render(
      <>
        <button type="button">before</button>
        <NotificationHost />
      </>,
    );
    let closed = false;
    let promise!: Promise<void>;
    act(() => {
      promise = uiNotify.modal({ title: 'notice', button: 'know', message: 'Order closed' });
      void promise.then(() => {
        closed = true;
      });
    });
    // The dialog's code loads with the first notice.
    const dialog = await screen.findByRole('dialog', { name: 'Уведомление' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Order closed');
    const button = screen.getByRole('button', { name: 'Понятно' });
    expect(button).toHaveFocus();
    await act(async () => {
      await Promise.resolve();
    });
    expect(closed).toBe(false);

    fireEvent.click(button);
    await act(async () => {
      await promise;
    });
    expect(closed).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves on Esc too, then shows a queued modal', async () => {
    render(<NotificationHost />);
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = showModal({ message: 'first' });
      second = showModal({ message: 'second' });
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('first');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await act(async () => {
      await first;
    });
    expect(screen.getByRole('dialog', { name: 'Уведомление' })).toHaveTextContent('second');
    fireEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    await act(async () => {
      await second;
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
