import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currencySettingsCall, type CallResponse } from '@topup/shared/contract';
import { bathSignImageCall, cancelFormCall, formInfoCall, submitFormCall, uploadInfoCall, type FormSubmission } from '@topup/shared/contract/form';
import { refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { renderPage } from '@topup/shared/testing';
import { ORDER_NO, STOREFRONTS } from '../../testing/fixtures';
import { CustomFormPage } from './CustomFormPage';
import { putImage } from './api';

jest.mock('./api', () => ({ ...jest.requireActual('./api'), putImage: jest.fn() }));

const URL = `/form?orderNo=${ORDER_NO}`;
const SIGNED_URL = '/object/uploads/forms/1/2/abc?expires=1&sig=x';

type FormInfo = CallResponse<typeof formInfoCall>;

function formInfo(latest: FormSubmission | null = null, overrides: Partial<FormInfo> = {}): FormInfo {
  return {
    orderNo: ORDER_NO,
    title: 'Данные для активации пропуска',
    fields: [
      { key: 'nickname', type: 'text', label: 'Ник в игре', hint: null, required: true, maxLength: 10 },
      { key: 'level', type: 'number', label: 'Уровень аккаунта', hint: null, required: true, min: 1, max: 100 },
      { key: 'contact', type: 'select', label: 'Как с вами связаться', hint: null, required: true, options: [{ value: 'chat', label: 'Чат заказа' }] },
      { key: 'screenshot', type: 'image', label: 'Скриншот профиля', hint: null, minCount: 1, maxCount: 2, maxSizeKb: 1 },
    ],
    fillable: latest === null || latest.status >= 2,
    orderClosed: false,
    latest,
    ...overrides,
  };
}

const submission = (status: FormSubmission['status'], reviewNote: string | null = null): FormSubmission => ({
  submissionId: '7',
  status,
  values: { nickname: 'Erin', level: 42, contact: 'chat', screenshot: ['55'] },
  reviewNote,
  submitTime: Date.UTC(2026, 4, 15, 12, 0),
  reviewTime: null,
});

function serve(infos: FormInfo[], submits: CallResponse<typeof submitFormCall>[] = []) {
  return serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    stubCall(formInfoCall, () => (infos.length > 1 ? infos.shift()! : infos[0]!)),
    stubCall(uploadInfoCall, [{ uploadId: '55', method: 'PUT', url: '/object/uploads/forms/1/2/abc?sig=put', headers: { 'Content-Type': 'image/png' }, expireTime: 1 }]),
    stubCall(bathSignImageCall, [{ uploadId: '55', state: 1, url: SIGNED_URL, expireTime: 1 }]),
    stubCall(submitFormCall, () => submits.shift()!),
    stubCall(cancelFormCall, { ...submission(3) }),
  ]);
}

const png = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });

beforeAll(async () => {
  await initTestI18n('ru');
});

beforeEach(() => {
  jest.mocked(putImage).mockReset();
  act(() => {
    sessionStore.getState().setLocale('ru');
    sessionStore.getState().setAccessToken('token');
  });
});

it('asks a signed-out visitor to log in, coming back to the form', () => {
  act(() => logoutLocally());
  const { requests } = serve([formInfo()]);
  renderPage(<CustomFormPage />, { url: URL });
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', `/login?fromPage=${encodeURIComponent(URL)}`);
  expect(requests).toEqual([]);
});

it('says so when the order has no form or is not the buyer’s', async () => {
  serve([refuse(12, 'No such order') as never]);
  renderPage(<CustomFormPage />, { url: URL });
  expect(await screen.findByText('У этого заказа нет анкеты')).toBeInTheDocument();
});

it('checks every field’s rule, makes the buyer wait for the upload, then sends the answers', async () => {
  let finishUpload: () => void = () => undefined;
  jest.mocked(putImage).mockImplementation((_ticket, _file, onProgress) => {
    onProgress(40);
    return new Promise((resolve) => {
      finishUpload = () => resolve();
    });
  });
  const { requests } = serve([formInfo(), formInfo(submission(0))], [{ outcome: 'submitted', submission: submission(0) }]);
  renderPage(<CustomFormPage />, { url: URL });
  const send = await screen.findByRole('button', { name: 'Отправить анкету' });
  fireEvent.click(send);
  expect(screen.getAllByText('Заполните это поле')).toHaveLength(3);
  expect(screen.getByText('Нужно от 1 до 2 изображений')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Ник в игре'), { target: { value: 'A name too long' } });
  expect(screen.getByText('Не больше 10 символов')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Ник в игре'), { target: { value: 'Erin' } });
  fireEvent.change(screen.getByLabelText('Уровень аккаунта'), { target: { value: '101' } });
  expect(screen.getAllByText('От 1 до 100').length).toBeGreaterThan(0);
  fireEvent.change(screen.getByLabelText('Уровень аккаунта'), { target: { value: '42' } });
  fireEvent.change(screen.getByLabelText('Как с вами связаться'), { target: { value: 'chat' } });

  const big = new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Скриншот профиля'), { target: { files: [big] } });
  expect(jest.mocked(putImage)).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Скриншот профиля'), { target: { files: [png()] } });
  expect(await screen.findByText('Загрузка 40%')).toBeInTheDocument();
  expect(screen.getByText('Дождитесь загрузки изображений')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'Отправить анкету' })).toBeDisabled();
  act(() => finishUpload());
  expect(await screen.findByRole('img', { name: 'Изображение 1' })).toHaveAttribute('src', SIGNED_URL);
  fireEvent.click(screen.getByRole('button', { name: 'Отправить анкету' }));

  expect(await screen.findByTestId('form-status')).toHaveTextContent('На проверке у магазина');
  expect(requests.filter((served) => served.call === submitFormCall).map((served) => served.payload)).toEqual([
    { orderNo: ORDER_NO, values: { nickname: 'Erin', level: 42, contact: 'chat', screenshot: ['55'] }, latestSubmissionId: null, confirmRepeat: false },
  ]);
  expect(screen.queryByRole('button', { name: 'Отправить анкету' })).toBeNull();
});

it('reads a submission under review, refreshes it, and withdraws it to modify', async () => {
  const { requests } = serve([formInfo(submission(0)), formInfo(submission(0)), formInfo(submission(3))]);
  renderPage(<CustomFormPage />, { url: URL });
  const answers = await screen.findByRole('region', { name: 'Ваши ответы' });
  expect(within(answers).getByText('Erin')).toBeInTheDocument();
  expect(within(answers).getByText('Чат заказа')).toBeInTheDocument();
  expect(await within(answers).findByRole('img', { name: 'Изображение 1' })).toHaveAttribute('src', SIGNED_URL);
  expect(screen.queryByRole('button', { name: 'Отправить анкету' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
  await waitFor(() => expect(requests.filter((served) => served.call === formInfoCall)).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Отозвать и изменить' }));
  expect(await screen.findByText('Отозвана вами')).toBeInTheDocument();
  expect(requests.filter((served) => served.call === cancelFormCall).map((served) => served.payload)).toEqual([{ orderNo: ORDER_NO, submissionId: '7' }]);
  // The modified form starts from the answers sent before.
  expect(screen.getByLabelText('Ник в игре')).toHaveValue('Erin');
});

it('asks before sending again what the store rejected', async () => {
  jest.mocked(putImage).mockResolvedValue();
  const rejected = submission(2, 'Скриншот не того профиля');
  const { requests } = serve(
    [formInfo(rejected), formInfo(submission(0))],
    [{ outcome: 'confirmRepeat', rejected }, { outcome: 'submitted', submission: submission(0) }],
  );
  renderPage(<CustomFormPage />, { url: URL });
  expect(await screen.findByText('Комментарий магазина: Скриншот не того профиля')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Скриншот профиля'), { target: { files: [png()] } });
  await screen.findByRole('button', { name: 'Убрать shot.png' });
  fireEvent.click(screen.getByRole('button', { name: 'Отправить анкету' }));
  const dialog = await screen.findByRole('dialog', { name: 'Отправить то же самое ещё раз?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Да, отправить' }));
  await waitFor(() => expect(requests.filter((served) => served.call === submitFormCall)).toHaveLength(2));
  expect(requests.filter((served) => served.call === submitFormCall).map((served) => served.payload.confirmRepeat)).toEqual([false, true]);
  expect(await screen.findByText('На проверке у магазина')).toBeInTheDocument();
});
