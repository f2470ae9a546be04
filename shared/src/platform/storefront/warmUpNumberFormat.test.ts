import { QueryClient } from '@tanstack/react-query';
import { STOREFRONTS_QUERY_KEY, warmUpNumberFormat } from '@topup/shared/storefront';

it("makes the storefront language's first number format in a task of its own, not in the caller's", async () => {
  const client = new QueryClient();
  client.setQueryData(STOREFRONTS_QUERY_KEY, [{ locale: 'br', language: 'pt-BR' }]);
  const made = jest.spyOn(Intl, 'NumberFormat');
  const warming = warmUpNumberFormat(client, 'br');
  expect(made).not.toHaveBeenCalled();
  await warming;
  expect(made).toHaveBeenCalledWith('pt-BR', {});
  made.mockRestore();
});

it('does nothing but wait a task when the storefronts are not known', async () => {
  const made = jest.spyOn(Intl, 'NumberFormat');
  await warmUpNumberFormat(new QueryClient(), 'ru');
  expect(made).not.toHaveBeenCalled();
  made.mockRestore();
});
