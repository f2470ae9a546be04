import { payWayCodeOf, payWayIdOf, payWayPartsOf } from './order';

describe('a pay way id', () => {
  it('splits back into the parts it was joined from', () => {
    const id = payWayIdOf('CARDPAY_RU', 'RUB');
    expect(id).toBe('CARDPAY_RU|RUB');
    expect(payWayPartsOf(id)).toEqual({ payWay: 'CARDPAY_RU', currencyName: 'RUB' });
    expect(payWayCodeOf(id)).toBe('CARDPAY_RU');
  });

  it('gives empty parts for what is missing, so a check of either part refuses it', () => {
    expect(payWayPartsOf('PIX')).toEqual({ payWay: 'PIX', currencyName: '' });
    expect(payWayPartsOf('')).toEqual({ payWay: '', currencyName: '' });
  });
});
