import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { sessionStore } from '@topup/shared/session';
import { configureHttp } from '@topup/shared/http';
import { DROPDOWN_DELAY_MS } from '@topup/shared/ui';
import { StorefrontsProvider } from '../testing/StorefrontsProvider';
import { Header } from './Header';

function renderHeader() {
  return render(
    <StorefrontsProvider>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </StorefrontsProvider>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeAll(async () => {
  await initTestI18n('ru');
});

afterEach(() => {
  act(() => {
    sessionStore.getState().setAccessToken('');
    sessionStore.getState().setUserInfo(null);
    sessionStore.getState().setLocale('ru');
  });
  jest.useRealTimers();
});

it('offers the login link, and no account menu, to a signed-out visitor', () => {
  renderHeader();
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('button', { name: 'Мой аккаунт' })).toBeNull();
});

it('gives a signed-in visitor a menu that opens 150 ms after hovering, with every member page the storefront offers', () => {
  jest.useFakeTimers();
  sessionStore.getState().setAccessToken('token');
  renderHeader();
  expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
  const trigger = screen.getByRole('button', { name: 'Мой аккаунт' });
  fireEvent.mouseEnter(trigger.parentElement!);
  act(() => jest.advanceTimersByTime(DROPDOWN_DELAY_MS - 1));
  expect(screen.queryByRole('menu')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(items).toEqual(['Мой аккаунт', 'Мои заказы', 'Возвраты', 'Кошелёк', 'Купоны', 'Приглашения', 'Безопасность', 'Помощь', 'Поддержка', 'Выйти']);
});

it('leaves out of the menu what the storefront does not offer (en has no coupons)', () => {
  act(() => sessionStore.getState().setLocale('en'));
  sessionStore.getState().setAccessToken('token');
  renderHeader();
  fireEvent.click(screen.getByRole('button', { name: 'Мой аккаунт' }));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(items).toContain('Кошелёк');
  expect(items).not.toContain('Купоны');
});

it('names the account by its e-mail for screen readers, and shows the initial for a phone', () => {
  sessionStore.getState().setAccessToken('token');
  sessionStore.getState().setUserInfo({ id: '1', email: 'player@example.com' } as never);
  renderHeader();
  const trigger = screen.getByRole('button', { name: 'Мой аккаунт: player@example.com' });
  expect(trigger).toHaveTextContent('P');
  expect(trigger).toHaveTextContent('player@example.com');
});

it('hides while the visitor scrolls down and comes back as soon as they scroll up', () => {
  renderHeader();
  const header = screen.getByTestId('shell-header');
  scrollTo(0);
  expect(header).not.toHaveAttribute('data-hidden');
  scrollTo(400);
  expect(header).toHaveAttribute('data-hidden', 'true');
  scrollTo(404);
  expect(header).toHaveAttribute('data-hidden', 'true');
  scrollTo(300);
  expect(header).not.toHaveAttribute('data-hidden');
  scrollTo(600);
  expect(header).toHaveAttribute('data-hidden', 'true');
  scrollTo(20);
  expect(header).not.toHaveAttribute('data-hidden');
});

it('reads no scroll position as it mounts, which would force a layout of the new page', () => {
  let reads = 0;
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => {
      reads += 1;
      return 0;
    },
  });
  renderHeader();
  expect(reads).toBe(0);
  // One jump down from the top (a flick, Page Down) already steps the header aside.
  scrollTo(600);
  expect(screen.getByTestId('shell-header')).toHaveAttribute('data-hidden', 'true');
});

it('opens the search from its icon and closes it with Escape', () => {
  renderHeader();
  const toggle = screen.getByRole('button', { name: 'Открыть поиск' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  const box = screen.getByRole('combobox', { name: 'Поиск игр и товаров' });
  expect(box).toHaveFocus();
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(screen.getByRole('button', { name: 'Открыть поиск' })).toHaveAttribute('aria-expanded', 'false');
});

it('signs the visitor out from the menu, even when the server cannot be reached', async () => {
  configureHttp({
    adapter: async () => {
      throw new Error('offline');
    },
  });
  sessionStore.getState().setAccessToken('token');
  renderHeader();
  fireEvent.click(screen.getByRole('button', { name: 'Мой аккаунт' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Выйти' }));
  expect(await screen.findByRole('link', { name: 'Войти' })).toBeInTheDocument();
  expect(sessionStore.getState().accessToken).toBe('');
});

it('shows the mailto icon only when the texts name a contact address', () => {
  const { unmount } = renderHeader();
  expect(screen.queryByRole('link', { name: 'Написать нам' })).toBeNull();
  unmount();
  i18next.addResource('ru', 'translation', 'contact.email', 'help@example.com');
  renderHeader();
  expect(screen.getByRole('link', { name: 'Написать нам' })).toHaveAttribute('href', 'mailto:help@example.com');
  i18next.addResource('ru', 'translation', 'contact.email', '');
});

it('searches from the header and remembers the search for next time', () => {
  localStorage.clear();
  const { unmount } = renderHeader();
  const box = screen.getByRole('combobox', { name: 'Поиск игр и товаров' });
  fireEvent.change(box, { target: { value: 'Геншин' } });
  fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
  unmount();
  const { container } = renderHeader();
  expect([...container.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'))).toEqual(['Геншин']);
});
