import { fireEvent, render, screen } from '@testing-library/react';
import { SelectField } from './SelectField';

const SERVERS = [
  { value: 'os_usa', label: 'Америка' },
  { value: 'os_euro', label: 'Европа' },
];

it('is a labelled native select with an empty first choice, reporting the chosen value', () => {
  const onChange = jest.fn();
  render(<SelectField name="server" label="Сервер" placeholder="Выберите…" value="" options={SERVERS} required onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Сервер' });
  expect(select).toHaveAttribute('name', 'server');
  expect(select).toBeRequired();
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Выберите…', 'Америка', 'Европа']);
  expect(select).toHaveValue('');
  fireEvent.change(select, { target: { value: 'os_euro' } });
  expect(onChange).toHaveBeenCalledWith('os_euro');
});

it('shows the chosen value and ties its error to the select', () => {
  const { rerender } = render(<SelectField name="server" label="Сервер" placeholder="Выберите…" value="os_euro" options={SERVERS} onChange={() => undefined} />);
  const select = screen.getByRole('combobox', { name: 'Сервер' });
  expect(select).toHaveValue('os_euro');
  expect(select).not.toHaveAttribute('aria-invalid');
  rerender(<SelectField name="server" label="Сервер" placeholder="Выберите…" value="" options={SERVERS} error="Выберите сервер" onChange={() => undefined} />);
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Выберите сервер');
});
