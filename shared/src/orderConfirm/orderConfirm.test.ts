import { orderConfirmQuerySchema } from '@topup/shared/contract';
import {
  canonicalOrderItems,
  isOrderConfirmLinkSigned,
  isOrderSignatureValid,
  orderConfirmLinkOf,
  orderConfirmPath,
  orderConfirmQueryOf,
  orderSignature,
} from '@topup/shared/orderConfirm';

describe('order signature', () => {
  it('is the upper-case MD5 of the canonical items, the flag and the salt', () => {
    // md5('[{"skuId":"12","quantity":3}]|info|topup-order-confirm-v1'), computed independently.
    expect(orderSignature([{ skuId: '12', quantity: 3 }])).toBe('50B8D15750A9873D0A9255A96B2C860D');
    expect(orderSignature([{ skuId: '9007199254740993123', quantity: 1000 }])).toBe('6DC0AFA97157235EA73692B60C5DB583');
  });

  it('is 32 upper-case hexadecimal characters', () => {
    expect(orderSignature([{ skuId: '5', quantity: 1 }])).toMatch(/^[0-9A-F]{32}$/);
  });

  it('changes with the SKU, the quantity or the flag', () => {
    const base = orderSignature([{ skuId: '12', quantity: 3 }]);
    expect(orderSignature([{ skuId: '13', quantity: 3 }])).not.toBe(base);
    expect(orderSignature([{ skuId: '12', quantity: 4 }])).not.toBe(base);
    expect(orderSignature([{ skuId: '12', quantity: 3 }], 'other')).not.toBe(base);
  });

  it('does not depend on the order of items or of their keys', () => {
    const items = [
      { skuId: '100', quantity: 1 },
      { skuId: '9', quantity: 2 },
    ];
    expect(canonicalOrderItems(items)).toBe('[{"skuId":"9","quantity":2},{"skuId":"100","quantity":1}]');
    expect(orderSignature(items)).toBe(orderSignature([...items].reverse()));
    expect(canonicalOrderItems([{ quantity: 2, skuId: '9' }])).toBe('[{"skuId":"9","quantity":2}]');
  });

  it('verifies', () => {
    const items = [{ skuId: '12', quantity: 3 }];
    expect(isOrderSignatureValid(items, 'info', orderSignature(items))).toBe(true);
    expect(isOrderSignatureValid(items, 'info', orderSignature(items).toLowerCase())).toBe(false);
  });
});

describe('the /ordre/confirm link', () => {
  it('carries the one item as JSON, flag=info and the signature', () => {
    const path = orderConfirmPath({ skuId: '12', quantity: 3 });
    const [pathname, search] = path.split('?');
    expect(pathname).toBe('/ordre/confirm');
    const params = new URLSearchParams(search);
    expect(params.get('productSpecDetailIds')).toBe('[{"skuId":"12","quantity":3}]');
    expect(params.get('flag')).toBe('info');
    expect(params.get('signStr')).toBe('50B8D15750A9873D0A9255A96B2C860D');
    expect(orderConfirmQuerySchema.parse(Object.fromEntries(params)).productSpecDetailIds).toEqual([{ skuId: '12', quantity: 3 }]);
  });

  it('reads back what it wrote, with extra parameters left alone', () => {
    const search = `${orderConfirmPath({ skuId: '77', quantity: 10 }).split('?')[1]}&from=share`;
    const params = new URLSearchParams(search);
    const parts = orderConfirmLinkOf(search);
    expect(parts && isOrderConfirmLinkSigned(parts)).toBe(true);
    expect(parts).toEqual({
      item: { skuId: '77', quantity: 10 },
      link: { productSpecDetailIds: params.get('productSpecDetailIds'), flag: 'info', signStr: params.get('signStr') },
    });
  });

  it('passes the list on as the text it came as', () => {
    const signed = new URLSearchParams(orderConfirmPath({ skuId: '77', quantity: 10 }).split('?')[1]);
    const spaced = '[{"skuId": "77", "quantity": 10}]';
    const query = new URLSearchParams({ productSpecDetailIds: spaced, flag: 'info', signStr: signed.get('signStr') ?? '' });
    const parts = orderConfirmLinkOf(query);
    expect(parts && isOrderConfirmLinkSigned(parts)).toBe(true);
    expect(parts?.link.productSpecDetailIds).toBe(spaced);
  });

  it('refuses an edited quantity, a missing part and a malformed list', () => {
    const params = new URLSearchParams(orderConfirmPath({ skuId: '77', quantity: 10 }).split('?')[1]);
    params.set('productSpecDetailIds', '[{"skuId":"77","quantity":11}]');
    const edited = orderConfirmLinkOf(params);
    expect(edited?.item).toEqual({ skuId: '77', quantity: 11 });
    expect(edited && isOrderConfirmLinkSigned(edited)).toBe(false);
    params.delete('flag');
    expect(orderConfirmLinkOf(params)).toBeNull();
    for (const list of ['not json', '[]', '[{"skuId":"77","quantity":0}]', '[{"skuId":77,"quantity":1}]', '[{"skuId":"7","quantity":1001}]']) {
      const query = new URLSearchParams({ productSpecDetailIds: list, flag: 'info', signStr: 'A'.repeat(32) });
      expect([list, orderConfirmLinkOf(query)]).toEqual([list, null]);
    }
  });
});

it('orderConfirmQueryOf gives what orderConfirmQuerySchema gives', () => {
  const signStr = 'A'.repeat(32);
  const lists = [
    '[{"skuId":"12","quantity":3}]',
    '[{"skuId":"12","quantity":3,"extra":1}]',
    '[{"quantity":1000,"skuId":"9223372036854775807"}]',
    '[{"skuId":"9223372036854775808","quantity":1}]',
    '[{"skuId":"12","quantity":1001}]',
    '[{"skuId":"12","quantity":0}]',
    '[{"skuId":"12","quantity":1.5}]',
    '[{"skuId":12,"quantity":1}]',
    '[{"skuId":"12","quantity":"1"}]',
    '[{"skuId":"1","quantity":1},{"skuId":"2","quantity":1}]',
    '[]',
    '[null]',
    '{}',
    'not json',
  ];
  const queries: Record<string, string>[] = [
    ...lists.map((productSpecDetailIds) => ({ productSpecDetailIds, flag: 'info', signStr, from: 'share' })),
    { productSpecDetailIds: lists[0] ?? '', flag: 'other', signStr },
    { productSpecDetailIds: lists[0] ?? '', flag: 'info', signStr: signStr.toLowerCase() },
    { productSpecDetailIds: lists[0] ?? '', flag: 'info' },
    { flag: 'info', signStr },
  ];
  for (const query of queries) {
    const parsed = orderConfirmQuerySchema.safeParse(query);
    expect({ query, result: orderConfirmQueryOf(query) }).toEqual({ query, result: parsed.success ? parsed.data : null });
  }
});
