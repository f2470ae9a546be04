import type { ReactElement } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { contentPageCall, type ContentPage } from '@topup/shared/contract/content';
import { refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { sessionStore } from '@topup/shared/session';
import { renderPage } from '@topup/shared/testing';
import { AgreementPage } from './AgreementPage';
import { HelpPage } from './HelpPage';

const stored = (slug: ContentPage['slug'], sections: ContentPage['sections'], title = 'Страница'): ContentPage => ({
  slug,
  locale: 'ru',
  title,
  intro: 'Вступление с **важным** словом.',
  updated: slug === 'agreement' ? 'Редакция от 23 ноября 2026 года' : '',
  sections,
  updateTime: 1,
});

const PAGES: Record<ContentPage['slug'], ContentPage> = {
  agreement: stored('agreement', [
    { heading: 'Что мы продаём', body: 'Пополнения.' },
    { heading: 'Возвраты', body: 'Абзац один.\n\n- пункт один\n- пункт два' },
  ], 'Пользовательское соглашение'),
  help: stored('help', [{ heading: 'Где найти ID игрока?', body: '<script>alert(1)</script> В профиле.' }], 'Помощь'),
  delivery: stored('delivery', [{ heading: 'Как мы доставляем', body: 'За 0–15 минут.' }], 'Сроки доставки'),
  contact: stored('contact', [{ heading: 'Как написать', body: 'Укажите номер заказа.' }], 'Связаться с нами'),
};

function serve(failing = false) {
  return serveCalls([stubCall(contentPageCall, (payload) => (failing ? refuse(18) : PAGES[payload.slug as ContentPage['slug']]))]);
}

const renderIn = (page: ReactElement, url: string) => renderPage(page, { url });

beforeAll(async () => {
  await initTestI18n('ru');
  act(() => sessionStore.getState().setLocale('ru'));
});

it('shows the stored terms section by section, with the markdown-lite as elements', async () => {
  const { requests } = serve();
  renderIn(<AgreementPage />, '/agreement');
  expect(await screen.findByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeInTheDocument();
  const sections = within(screen.getByTestId('agreement-sections')).getAllByRole('heading', { level: 2 });
  expect(sections.map((heading) => heading.textContent)).toEqual(['Что мы продаём', 'Возвраты']);
  expect(screen.getByText('важным').tagName).toBe('STRONG');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('пункт два');
  expect(requests[0]?.payload).toMatchObject({ slug: 'agreement', locale: 'ru' });
});

it('answers the questions in place, shows the delivery promise and contact, and never runs stored markup', async () => {
  serve();
  renderIn(<HelpPage />, '/help');
  const question = await screen.findByText('Где найти ID игрока?');
  fireEvent.click(question);
  expect(question.closest('details')).toHaveAttribute('open');
  expect(screen.getByText(/<script>alert\(1\)<\/script> В профиле\./)).toBeInTheDocument();
  expect(document.querySelector('script')).toBeNull();
  expect(await screen.findByTestId('help-delivery')).toHaveTextContent('За 0–15 минут.');
  expect(await screen.findByRole('heading', { name: 'Связаться с нами' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', '/service');
});

it('offers a retry when the page cannot be loaded', async () => {
  serve(true);
  renderIn(<AgreementPage />, '/agreement');
  expect(await screen.findByRole('button', { name: /Повторить|Попробовать/ })).toBeInTheDocument();
});
