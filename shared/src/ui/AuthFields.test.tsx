import { act, fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { ApiError } from '@topup/shared/http';
import { Checkbox } from './Checkbox';
import { SendCodeButton, resendSecondsOf } from './SendCodeButton';
import { Tabs } from './Tabs';
import { TextField } from './TextField';

beforeAll(async () => {
  await initTestI18n('ru');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('TextField', () => {
  it('ties the hint, then the error, to the input and forwards input props', () => {
    const { rerender } = render(<TextField label="E-mail" hint="Подсказка" name="email" maxLength={5} />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('maxLength', '5');
    expect(input).toHaveAccessibleDescription('Подсказка');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<TextField label="E-mail" hint="Подсказка" name="email" error="Ошибка" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ошибка');
    expect(screen.queryByText('Подсказка')).toBeNull();
  });
});

describe('Checkbox', () => {
  it('is labelled, toggles, and reads its error', () => {
    const onChange = jest.fn();
    render(<Checkbox label="Я согласен" error="Нужно согласие" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Я согласен' });
    expect(box).toHaveAccessibleDescription('Нужно согласие');
    fireEvent.click(screen.getByText('Я согласен'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('Tabs', () => {
  it('marks the selected tab and moves with the arrow keys', () => {
    const onChange = jest.fn();
    render(
      <Tabs label="Способ" value="a" onChange={onChange} items={[{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }]}>
        <p>panel</p>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('writes each tab count after its label and keeps a hidden figure in its place while counts load', () => {
    const items = (count: number | null) => [
      { key: 'all', label: 'Все', count },
      { key: 'closed', label: 'Закрытые' },
    ];
    const { rerender } = render(<Tabs label="Заказы" value="all" onChange={jest.fn()} items={items(null)} />);
    const all = screen.getByRole('tab', { name: /^Все/ });
    expect(all.querySelector('.countPending')).toHaveTextContent('0');
    rerender(<Tabs label="Заказы" value="all" onChange={jest.fn()} items={items(12)} />);
    expect(all.querySelector('.countPending')).toBeNull();
    expect(all.querySelector('.count')).toHaveTextContent('12');
    expect(screen.getByRole('tab', { name: 'Закрытые' }).querySelector('.count')).toBeNull();
  });
});

describe('SendCodeButton', () => {
  it('counts down the seconds the callback returns, disabled until 0', async () => {
    jest.useFakeTimers();
    const onSend = jest.fn().mockResolvedValue(2);
    render(<SendCodeButton onSend={onSend} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    });
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Повторно через 2 с');
    expect(button).toBeDisabled();
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Повторно через 1 с');
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Получить код');
    expect(button).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('stays usable after a failure other than 1011', async () => {
    render(<SendCodeButton onSend={() => Promise.reject(new ApiError(1003, 'sms'))} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    });
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeEnabled();
  });

  it('reads the wait of a 1011 answer only', () => {
    expect(resendSecondsOf(new ApiError(1011, 'wait', { resendAfterSeconds: 17 }))).toBe(17);
    expect(resendSecondsOf(new ApiError(1011, 'wait', null))).toBeUndefined();
    expect(resendSecondsOf(new ApiError(1006, 'wrong', { resendAfterSeconds: 17 }))).toBeUndefined();
    expect(resendSecondsOf(new Error('network'))).toBeUndefined();
  });
});
