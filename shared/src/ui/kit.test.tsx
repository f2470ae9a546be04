import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { sessionStore } from '@topup/shared/session';
import { QrCode } from '@topup/shared/qr';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  CopyButton,
  EmptyState,
  ErrorState,
  LoadingState,
  Pager,
  ProductGrid,
  RemotePage,
  Skeleton,
  SizedImage,
  copyText,
  notificationStore,
  resetNotifications,
  textColourOn,
} from '@topup/shared/ui';

beforeAll(async () => {
  await initTestI18n('ru');
});

afterEach(() => {
  act(() => resetNotifications());
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
}

describe('copyText', () => {
  it('uses the Clipboard API when the page may', async () => {
    const writeText = jest.fn(async () => undefined);
    withClipboard(writeText);
    await expect(copyText('https://store/detail/1')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://store/detail/1');
  });

  it('falls back to a selected text area and the copy command', async () => {
    withClipboard(async () => {
      throw new Error('denied');
    });
    let copied = '';
    document.execCommand = jest.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    await expect(copyText('fallback text')).resolves.toBe(true);
    expect(copied).toBe('fallback text');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when nothing worked', async () => {
    document.execCommand = jest.fn(() => false);
    await expect(copyText('x')).resolves.toBe(false);
  });
});

describe('CopyButton', () => {
  it('toasts success, or how to copy by hand', async () => {
    withClipboard(async () => undefined);
    render(<CopyButton text="abc">Копировать</CopyButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Копировать' }));
    await waitFor(() => expect(notificationStore.getState().toasts).toMatchObject([{ type: 'success', message: 'Скопировано' }]));
    withClipboard(async () => {
      throw new Error('denied');
    });
    document.execCommand = jest.fn(() => false);
    fireEvent.click(screen.getByRole('button', { name: 'Копировать' }));
    await waitFor(() => expect(notificationStore.getState().toasts[1]).toMatchObject({ type: 'error' }));
  });
});

describe('states', () => {
  it('offers one retry after a failure', () => {
    const onRetry = jest.fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows an empty state with its action', () => {
    render(<EmptyState title="Ничего не нашлось" action={<a href="/">Домой</a>} />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('Ничего не нашлось');
    expect(screen.getByRole('link', { name: 'Домой' })).toBeInTheDocument();
  });

  it('announces skeletons once as loading and hides them from screen readers', () => {
    const { container } = render(
      <LoadingState>
        <Skeleton height={20} />
        <Skeleton aspectRatio="16 / 9" />
      </LoadingState>,
    );
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});

it('marks a remote page with its remote and the shared session instance', () => {
  render(<RemotePage remote="catalog">x</RemotePage>);
  expect(screen.getByTestId('remote-page')).toHaveAttribute('data-remote', 'catalog');
  expect(screen.getByTestId('remote-page')).toHaveAttribute('data-session-instance', sessionStore.getState().instanceId);
});

it('reserves an image’s box and loads it lazily unless above the fold', () => {
  render(
    <>
      <SizedImage image={{ url: '/a.svg', width: 320, height: 180 }} alt="a" />
      <SizedImage image={{ url: '/b.svg', width: 64, height: 64 }} alt="b" eager />
    </>,
  );
  expect(screen.getByAltText('a')).toMatchObject({ width: 320, height: 180 });
  expect(screen.getByAltText('a')).toHaveAttribute('loading', 'lazy');
  expect(screen.getByAltText('b')).toHaveAttribute('loading', 'eager');
  expect(screen.getByAltText('b')).toHaveAttribute('fetchpriority', 'high');
  expect(screen.getByAltText('a')).not.toHaveAttribute('fetchpriority');
});

it("shows a QR code as the server's named image of its size, with no QR library", () => {
  render(<QrCode value="https://t.me/topup_support?start=1&x=й" size={128} label="QR-код чата" />);
  const code = screen.getByRole('img', { name: 'QR-код чата' });
  expect(code.tagName.toLowerCase()).toBe('img');
  expect(code).toMatchObject({ width: 128, height: 128 });
  const src = new URL(code.getAttribute('src') ?? '', 'http://store.test');
  expect(src.pathname).toBe('/media/qr.svg');
  expect(src.searchParams.get('text')).toBe('https://t.me/topup_support?start=1&x=й');
});

describe('product cards', () => {
  it('link to the product and show its labels, game and price from', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductGrid
          eagerCount={1}
          products={[
            {
              id: '7',
              categoryId: '2',
              categoryName: 'Genshin Impact',
              name: 'Кристаллы Сотворения',
              image: { url: '/img/genshin.svg', width: 400, height: 400 },
              fromPrice: { currencyName: 'RUB', amount: 9900 },
              labels: [{ id: '1', name: 'Хит', color: '#e5484d' }],
              soldCount: 10,
            },
          ]}
        />
      </MemoryRouter>
      </QueryClientProvider>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/detail/7');
    expect(link).toHaveTextContent(/Хит.*Кристаллы Сотворения.*Genshin Impact.*от .*99[.,]00/);
    expect(link.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('write label text in whichever of black or white reads better', () => {
    expect(textColourOn('#ffd60a')).toBe('#000000');
    expect(textColourOn('#1e2330')).toBe('#ffffff');
    expect(textColourOn('red')).toBe('#ffffff');
  });
});

describe('Pager', () => {
  it('moves between pages and hides when one page is enough', () => {
    const onChange = jest.fn();
    const { rerender } = render(<Pager pageNum={1} pageSize={20} total={45} onChange={onChange} />);
    expect(screen.getByText('Страница 1 из 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(onChange).toHaveBeenCalledWith(2);
    rerender(<Pager pageNum={1} pageSize={20} total={20} onChange={onChange} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('leads back to the last page from a page past it', () => {
    const onChange = jest.fn();
    render(<Pager pageNum={4} pageSize={20} total={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Дальше' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
