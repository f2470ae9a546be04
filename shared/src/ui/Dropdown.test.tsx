import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DROPDOWN_DELAY_MS, Dropdown, type DropdownItem } from '@topup/shared/ui';

const onLogout = jest.fn();

const ITEMS: DropdownItem[] = [
  { to: '/orders', label: 'Orders' },
  { to: '/wallet', label: 'Wallet' },
  { id: 'logout', label: 'Log out', onSelect: onLogout },
];

function renderDropdown() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Dropdown trigger="Account" label="Account menu" items={ITEMS} />
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/orders" element={<p>orders page</p>} />
        <Route path="/wallet" element={<p>wallet page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Account' });
}

beforeEach(() => {
  jest.useFakeTimers();
  onLogout.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Dropdown', () => {
  it('exports the spec delay of 150 ms', () => {
    expect(DROPDOWN_DELAY_MS).toBe(150);
  });

  it('is a menu button', () => {
    const trigger = renderDropdown();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens 150 ms after the pointer enters, not at 149 ms', () => {
    const trigger = renderDropdown();
    fireEvent.mouseEnter(trigger);
    act(() => jest.advanceTimersByTime(149));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Orders', 'Wallet', 'Log out']);
  });

  it('closes 150 ms after the pointer leaves, and not before', () => {
    const trigger = renderDropdown();
    fireEvent.mouseEnter(trigger);
    act(() => jest.advanceTimersByTime(DROPDOWN_DELAY_MS));
    fireEvent.mouseLeave(trigger);
    act(() => jest.advanceTimersByTime(149));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open when the pointer passes by quickly, and stays open when it comes back', () => {
    const trigger = renderDropdown();
    fireEvent.mouseEnter(trigger);
    act(() => jest.advanceTimersByTime(100));
    fireEvent.mouseLeave(trigger);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.mouseEnter(trigger);
    act(() => jest.advanceTimersByTime(150));
    fireEvent.mouseLeave(trigger);
    act(() => jest.advanceTimersByTime(100));
    fireEvent.mouseEnter(screen.getByRole('menu'));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('toggles on click, and a click outside closes it', () => {
    const trigger = renderDropdown();
    fireEvent.mouseDown(trigger);
    fireEvent.click(trigger, { detail: 1 });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.mouseDown(trigger);
    fireEvent.click(trigger, { detail: 1 });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(trigger, { detail: 1 });
    fireEvent.mouseDown(screen.getByText('home page'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps a hover-opened menu open when the trigger is then clicked', () => {
    const trigger = renderDropdown();
    fireEvent.mouseEnter(trigger);
    act(() => jest.advanceTimersByTime(150));
    fireEvent.mouseDown(trigger);
    fireEvent.click(trigger, { detail: 1 });
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it.each(['Enter', ' ', 'ArrowDown'])('opens with %j and focuses the first item', (key) => {
    const trigger = renderDropdown();
    trigger.focus();
    fireEvent.keyDown(trigger, { key });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveFocus();
  });

  it('opens with ArrowUp on the last item', () => {
    const trigger = renderDropdown();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });

  it('moves with ArrowDown/ArrowUp (wrapping), Home and End', () => {
    const trigger = renderDropdown();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const [orders, wallet, logout] = screen.getAllByRole('menuitem');
    expect(orders).toHaveFocus();
    fireEvent.keyDown(orders!, { key: 'ArrowDown' });
    expect(wallet).toHaveFocus();
    fireEvent.keyDown(wallet!, { key: 'ArrowDown' });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout!, { key: 'ArrowDown' });
    expect(orders).toHaveFocus();
    fireEvent.keyDown(orders!, { key: 'ArrowUp' });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout!, { key: 'ArrowUp' });
    expect(wallet).toHaveFocus();
    fireEvent.keyDown(wallet!, { key: 'Home' });
    expect(orders).toHaveFocus();
    fireEvent.keyDown(orders!, { key: 'End' });
    expect(logout).toHaveFocus();
  });

  it('closes on Esc and returns focus to the trigger', () => {
    const trigger = renderDropdown();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const item = screen.getByRole('menuitem', { name: 'Wallet' });
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Orders' }), { key: 'ArrowDown' });
    expect(item).toHaveFocus();
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a keyboard-opened menu open when the pointer leaves', () => {
    const trigger = renderDropdown();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.mouseEnter(trigger);
    fireEvent.mouseLeave(trigger);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('follows a link item and closes', () => {
    const trigger = renderDropdown();
    fireEvent.click(trigger, { detail: 1 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Wallet' }));
    expect(screen.getByText('wallet page')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs a button item and returns focus to the trigger', () => {
    const trigger = renderDropdown();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when Tab leaves the menu', () => {
    const trigger = renderDropdown();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Orders' }), { key: 'Tab' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
