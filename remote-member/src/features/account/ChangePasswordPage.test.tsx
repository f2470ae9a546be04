import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureHttp } from '@topup/shared/http';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { sessionStore } from '@topup/shared/session';
import { ChangePasswordPage } from './ChangePasswordPage';

const sent: unknown[] = [];

beforeAll(async () => {
  await initTestI18n('ru');
  configureHttp({
    adapter: async (config) => {
      sent.push(JSON.parse(String(config.data)));
      return { data: JSON.stringify({ code: 1, data: {}, message: 'success' }), status: 200, statusText: 'OK', headers: {}, config };
    },
  });
});

beforeEach(() => {
  sent.length = 0;
  act(() => sessionStore.getState().setAccessToken('token'));
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/changepsd']}>
      <ChangePasswordPage />
    </MemoryRouter>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

it('asks a signed-out visitor to log in first, returning here', () => {
  act(() => sessionStore.getState().setAccessToken(''));
  renderPage();
  expect(screen.getByTestId('remote-page')).toHaveAttribute('data-remote', 'member');
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login?fromPage=%2Fchangepsd');
});

it('checks the fields before sending anything', () => {
  renderPage();
  fill('Новый пароль', 'N3wPassw0rd');
  fill('Повторите пароль', 'Other1234');
  fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
  expect(screen.getByText('Заполните это поле')).toBeInTheDocument();
  expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

it('changes the password with the current one and says so', async () => {
  renderPage();
  fill('Текущий пароль', 'OldPassw0rd');
  fill('Новый пароль', 'N3wPassw0rd');
  fill('Повторите пароль', 'N3wPassw0rd');
  fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Пароль изменён');
  expect(sent).toEqual([{ oldPassword: 'OldPassw0rd', newPassword: 'N3wPassw0rd' }]);
});
