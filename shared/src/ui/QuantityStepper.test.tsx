import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { QuantityStepper } from './QuantityStepper';

beforeAll(async () => {
  await initTestI18n('ru');
});

/** The stepper as a page holds it: the page keeps the value and records every change it is told. */
function renderStepper(initial: number, max: number) {
  const changes: number[] = [];
  function Holder() {
    const [value, setValue] = useState(initial);
    return (
      <QuantityStepper
        value={value}
        max={max}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Holder />);
  const box = screen.getByRole('spinbutton', { name: 'Количество' });
  const less = screen.getByRole('button', { name: 'Уменьшить количество' });
  const more = screen.getByRole('button', { name: 'Увеличить количество' });
  return { box, less, more, changes };
}

const key = (element: HTMLElement, name: string) => fireEvent.keyDown(element, { key: name });

it('is a labelled spin button with its range, and its limit read as its description', () => {
  const { box } = renderStepper(2, 10);
  expect(box).toHaveValue('2');
  expect(box).toHaveAttribute('aria-valuemin', '1');
  expect(box).toHaveAttribute('aria-valuemax', '10');
  expect(box).toHaveAttribute('aria-valuenow', '2');
  expect(box).toHaveAttribute('inputmode', 'numeric');
  expect(box).toHaveAccessibleDescription('Не больше 10 шт. в одном заказе');
  expect(box).not.toHaveAttribute('aria-invalid');
});

it('steps by the buttons and disables each at its end', () => {
  const { box, less, more } = renderStepper(1, 2);
  expect(less).toBeDisabled();
  fireEvent.click(more);
  expect(box).toHaveAttribute('aria-valuenow', '2');
  expect(more).toBeDisabled();
  expect(less).toBeEnabled();
  fireEvent.click(less);
  expect(box).toHaveValue('1');
});

it('moves by the arrows, by 10 with Page Up and Page Down, and to either end with Home and End', () => {
  const { box, changes } = renderStepper(5, 30);
  const presses: [string, string][] = [
    ['ArrowUp', '6'],
    ['ArrowDown', '5'],
    ['PageUp', '15'],
    ['PageUp', '25'],
    ['PageUp', '30'],
    ['PageDown', '20'],
    ['Home', '1'],
    ['ArrowDown', '1'],
    ['End', '30'],
    ['ArrowUp', '30'],
  ];
  for (const [name, value] of presses) {
    key(box, name);
    expect(box).toHaveValue(value);
  }
  // Nothing is reported when a key cannot move the value.
  expect(changes).toEqual([6, 5, 15, 25, 30, 20, 1, 30]);
});

it('applies typed digits on Enter, without submitting the form, and on leaving the field, brought into range', () => {
  const { box, changes } = renderStepper(1, 50);
  fireEvent.change(box, { target: { value: '1a2' } });
  expect(box).toHaveValue('12');
  expect(changes).toEqual([]);
  // Enter's default (submitting the form around the field) is prevented.
  expect(key(box, 'Enter')).toBe(false);
  expect(changes).toEqual([12]);
  expect(box).toHaveAttribute('aria-valuenow', '12');

  fireEvent.change(box, { target: { value: '999999' } });
  expect(box).toHaveValue('9999');
  fireEvent.blur(box);
  expect(box).toHaveValue('50');

  fireEvent.change(box, { target: { value: '0' } });
  fireEvent.blur(box);
  expect(box).toHaveValue('1');

  // Emptied and left: the value stays as it was.
  fireEvent.change(box, { target: { value: '' } });
  fireEvent.blur(box);
  expect(box).toHaveValue('1');
  expect(changes).toEqual([12, 50, 1]);
});

it('steps from the typed digits when an arrow follows them', () => {
  const { box } = renderStepper(1, 50);
  fireEvent.change(box, { target: { value: '7' } });
  key(box, 'ArrowUp');
  expect(box).toHaveValue('8');
});

it('says so when the value is above the limit, and brings it down on the first step', () => {
  const { box, less, more } = renderStepper(40, 10);
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Столько за раз купить нельзя — уменьшите количество Не больше 10 шт. в одном заказе');
  expect(more).toBeDisabled();
  fireEvent.click(less);
  expect(box).toHaveValue('10');
  expect(box).not.toHaveAttribute('aria-invalid');
});
