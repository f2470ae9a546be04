import { orderNoOf, orderNoSchema } from '@topup/shared/contract';
import { links } from './links';
import { isStorePage } from './storePages';

const ORDER_NO = orderNoSchema.parse('2026112300000001');

it('builds addresses of pages that exist, with their queries encoded', () => {
  expect(links.login('/ordre/detail?orderNo=1&x=2')).toBe('/login?fromPage=%2Fordre%2Fdetail%3ForderNo%3D1%26x%3D2');
  expect(links.payOrder(ORDER_NO)).toBe('/ordre/reConfirm?orderNo=2026112300000001');
  expect(links.paymentError(ORDER_NO, 'declined')).toBe('/ordre/paymentError?orderNo=2026112300000001&reason=declined');
  expect(links.loginWithCode('a b', '')).toBe('/login?code=a%20b&fromPage=%2F');
  const built = [
    links.home(), links.login('/'), links.product('1011'), links.support(), links.help(), links.myAccount(), links.myOrders(),
    links.myAfterSales(), links.myAfterSales(1), links.afterSaleDetail('1'), links.myCoupons(), links.myWallet(), links.mySafety(), links.changePassword(),
    links.orderDetail(ORDER_NO), links.orderForm(ORDER_NO), links.orderHistory(ORDER_NO), links.payOrder(ORDER_NO),
    links.paymentResult(ORDER_NO), links.paymentError(ORDER_NO, 3),
  ];
  for (const address of built) expect({ address, page: isStorePage(address.split('?')[0]!) }).toEqual({ address, page: true });
});

it('reads back the order number a link put in its query, and nothing that is not one', () => {
  expect(orderNoOf(new URLSearchParams(links.orderDetail(ORDER_NO).split('?')[1]))).toBe(ORDER_NO);
  expect(orderNoOf(new URLSearchParams('orderNo=12'))).toBeNull();
  expect(orderNoOf(new URLSearchParams('orderNo=2026112300000001x'))).toBeNull();
  expect(orderNoOf(new URLSearchParams(''))).toBeNull();
});
