import { links } from './links';
import { isStorePage } from './storePages';

it('builds addresses of pages that exist, with their queries encoded', () => {
  expect(links.login('/ordre/detail?orderNo=1&x=2')).toBe('/login?fromPage=%2Fordre%2Fdetail%3ForderNo%3D1%26x%3D2');
  expect(links.payOrder('2026112300000001')).toBe('/ordre/reConfirm?orderNo=2026112300000001');
  expect(links.paymentError('1', 'declined')).toBe('/ordre/paymentError?orderNo=1&reason=declined');
  expect(links.loginWithCode('a b', '')).toBe('/login?code=a%20b&fromPage=%2F');
  const built = [
    links.home(), links.login('/'), links.product('1011'), links.support(), links.help(), links.myAccount(), links.myOrders(),
    links.myAfterSales(), links.myAfterSales(1), links.afterSaleDetail('1'), links.myCoupons(), links.myWallet(), links.mySafety(), links.changePassword(), links.orderDetail('1'), links.orderForm('1'), links.orderHistory('1'), links.payOrder('1'),
    links.paymentResult('1'), links.paymentError('1', 3),
  ];
  for (const address of built) expect({ address, page: isStorePage(address.split('?')[0]!) }).toEqual({ address, page: true });
});
