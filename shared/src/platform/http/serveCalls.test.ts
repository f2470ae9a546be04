import { categoryNamesCall, productByIdCall } from '@topup/shared/contract';
import { ApiError, request } from '@topup/shared/http';
import { offline, refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';

it('answers contract calls from stubs, with path parameters in the payload', async () => {
  const { requests, notices } = serveCalls([
    stubCall(categoryNamesCall, (payload) => (payload.locale === 'ru' ? [{ id: '1', name: 'Геншин' }] : [])),
    stubCall(productByIdCall, (payload) => (payload.id === '404' ? refuse(12) : offline)),
  ]);
  await expect(request(categoryNamesCall, { ids: ['1'], locale: 'ru' })).resolves.toEqual([{ id: '1', name: 'Геншин' }]);
  await expect(request(productByIdCall, { id: '404', locale: 'ru' }, { quietCodes: [12] })).rejects.toBeInstanceOf(ApiError);
  await expect(request(productByIdCall, { id: '5', locale: 'ru' })).rejects.toThrow('Network Error');
  await expect(request(productByIdCall, { id: '404', locale: 'ru' })).rejects.toMatchObject({ code: 12 });
  expect(notices).toEqual(['refused']);
  expect(requests.map((served) => served.payload)).toEqual([
    { ids: ['1'], locale: 'ru' },
    { id: '404', locale: 'ru' },
    { id: '5', locale: 'ru' },
    { id: '404', locale: 'ru' },
  ]);
});

it('refuses fixtures that break the contract', () => {
  expect(() => stubCall(categoryNamesCall, [{ id: 1, name: 'x' }] as never)).toThrow(/breaks the contract/);
});

it('answers 404 with code 17 for a call nobody stubbed, as the server does for unknown paths', async () => {
  serveCalls([]);
  await expect(request(categoryNamesCall, { ids: [] })).rejects.toMatchObject({ status: 404 });
});
