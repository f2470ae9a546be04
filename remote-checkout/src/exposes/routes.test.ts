import { httpClient } from '@topup/shared/http';
import { expectFragmentToMatchRouteTable } from '@topup/shared/remotes/testing';
import { sessionStore } from '@topup/shared/session';
import { routes } from './routes';

expectFragmentToMatchRouteTable('checkout', routes);

it("prepares the HTTP client's transport when a signed-in buyer opens the confirm or pay page, and only then", async () => {
  const prepare = jest.spyOn(httpClient(), 'prepare').mockImplementation(() => undefined);
  const load = (path: string) => routes.find((route) => route.path === path)?.load();
  sessionStore.setState({ accessToken: '' });
  await load('/ordre/confirm');
  expect(prepare).not.toHaveBeenCalled();
  sessionStore.setState({ accessToken: 'token' });
  await load('/ordre/confirm');
  await load('/ordre/reConfirm');
  await load('/deal/paymentSucc');
  expect(prepare).toHaveBeenCalledTimes(2);
});
