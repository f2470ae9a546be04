import { LIST_TOTAL_TTL_MS, ListTotals } from '../../src/modules/catalog/listTotals';

describe('list totals', () => {
  let time = Date.parse('2026-01-20T12:00:00Z');
  const totals = new ListTotals(() => new Date(time));

  it('counts once and reuses the total for a while, per key', async () => {
    const count = jest.fn(async () => 22);
    expect(await totals.get('RUB all', count)).toBe(22);
    time += LIST_TOTAL_TTL_MS - 1;
    expect(await totals.get('RUB all', count)).toBe(22);
    expect(count).toHaveBeenCalledTimes(1);
    expect(await totals.get('BRL all', async () => 21)).toBe(21);
  });

  it('counts again once the total is too old', async () => {
    time += 1;
    expect(await totals.get('RUB all', async () => 23)).toBe(23);
  });
});
