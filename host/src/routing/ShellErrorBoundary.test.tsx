import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { ShellErrorBoundary } from './ShellErrorBoundary';

beforeAll(async () => {
  await initTestI18n('ru');
});

it('shows the 500 page with a refresh button when the shell itself crashes', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Broken(): never {
    throw new Error('shell failure');
  }
  render(
    <MemoryRouter>
      <ShellErrorBoundary>
        <Broken />
      </ShellErrorBoundary>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('error-page-500')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
});
