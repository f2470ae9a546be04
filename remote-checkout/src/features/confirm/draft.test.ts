import { EMPTY_EXTRA } from '../payWays/usePayExtraInfo';
import { clearDraft, loadDraft, saveDraft, type ConfirmDraft, type DraftOwner } from './draft';

const typed = (owner: DraftOwner): ConfirmDraft => ({
  skuId: '101',
  owner,
  account: { playerId: '5123456789' },
  saveProfile: true,
  couponId: null,
  payWayId: 'CARDPAY_RU|RUB',
  extra: { ...EMPTY_EXTRA, email: 'first@example.com', phone: '+79001234567' },
});

afterEach(clearDraft);

it('gives a customer back what they typed', () => {
  saveDraft(typed('7'));
  expect(loadDraft('101', '7')).toEqual(typed('7'));
});

it("never gives one customer's draft to another account or to a signed-out visitor", () => {
  saveDraft(typed('7'));
  expect(loadDraft('101', '8')).toBeUndefined();
  expect(loadDraft('101', null)).toBeUndefined();
});

it('carries what a visitor typed signed out into the account they sign in to', () => {
  saveDraft(typed(null));
  expect(loadDraft('101', '7')).toEqual(typed('7'));
});

it('keeps a draft to its SKU', () => {
  saveDraft(typed('7'));
  expect(loadDraft('102', '7')).toBeUndefined();
});
