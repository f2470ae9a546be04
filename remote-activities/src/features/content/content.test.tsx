import type { ReactElement } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { AgreementPage } from './AgreementPage';
import { HelpPage } from './HelpPage';

beforeAll(async () => {
  await initTestI18n('ru');
});

function renderIn(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

it('shows the terms section by section, with no key left untranslated', () => {
  renderIn(<AgreementPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeInTheDocument();
  const sections = within(screen.getByTestId('agreement-sections')).getAllByRole('heading', { level: 2 });
  expect(sections).toHaveLength(10);
  expect(sections[5]).toHaveTextContent('Возвраты');
  expect(screen.getByTestId('remote-page').textContent).not.toMatch(/agreement\.|placeholder|activities/);
});

it('answers the buyers\' questions in place and leads to support', () => {
  renderIn(<HelpPage />);
  const question = screen.getByText('Где найти ID игрока?');
  fireEvent.click(question);
  expect(question.closest('details')).toHaveAttribute('open');
  expect(screen.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', '/service');
  expect(screen.getByTestId('remote-page').textContent).not.toMatch(/helpPage\./);
});

it.each(['mx', 'br', 'en', 'me', 'ru'] as const)('has every text of both pages in %s', async (locale) => {
  await initTestI18n(locale);
  const { unmount } = renderIn(<AgreementPage />);
  expect(screen.getByTestId('remote-page').textContent).not.toMatch(/agreement\.|title\./);
  unmount();
  renderIn(<HelpPage />);
  expect(screen.getByTestId('remote-page').textContent).not.toMatch(/helpPage\.|title\./);
});
