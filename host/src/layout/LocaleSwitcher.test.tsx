import { act, fireEvent, render, screen } from '@testing-library/react';
import { changeLocale } from '@topup/shared/i18n';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { NotificationHost } from '@topup/shared/ui';
import { LocaleSwitcher } from './LocaleSwitcher';

jest.mock('@topup/shared/i18n', () => ({ ...jest.requireActual('@topup/shared/i18n'), changeLocale: jest.fn() }));
const switchTo = jest.mocked(changeLocale);

beforeAll(async () => {
  await initTestI18n('ru');
});

function renderSwitcher() {
  render(
    <>
      <LocaleSwitcher />
      <NotificationHost />
    </>,
  );
  return screen.getByRole('combobox', { name: 'Язык' });
}

it('shows the storefront asked for while its texts are on their way', () => {
  switchTo.mockReturnValue(new Promise(() => undefined));
  const select = renderSwitcher();
  fireEvent.change(select, { target: { value: 'br' } });
  expect(switchTo).toHaveBeenCalledWith('br');
  expect(select).toHaveValue('br');
  expect(select).toHaveAttribute('aria-busy', 'true');
});

it('goes back and says so in the language shown when the texts cannot arrive', async () => {
  switchTo.mockRejectedValue(new TypeError('Failed to fetch'));
  const select = renderSwitcher();
  await act(async () => {
    fireEvent.change(select, { target: { value: 'mx' } });
  });
  expect(select).toHaveValue('ru');
  expect(select).toHaveAttribute('aria-busy', 'false');
  expect(await screen.findByText('Не удалось переключить язык. Проверьте интернет и попробуйте ещё раз.')).toBeVisible();
});
