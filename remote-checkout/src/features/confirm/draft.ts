import { customerCouponIdOf, type CustomerCouponId, type PayExtraField } from '@topup/shared/contract';
import { isSignedIn, storage, type SessionState } from '@topup/shared/session';
import { EMPTY_EXTRA, type ExtraValues } from '../payWays/usePayExtraInfo';

/**
 * What the buyer typed on /ordre/confirm, kept in session storage (the tab's own, gone with it)
 * so that nothing is lost on the way through the login page or on a reload. The quantity lives in
 * the URL; the draft belongs to one SKU and to whoever typed it.
 */
export interface ConfirmDraft {
  skuId: string;
  owner: DraftOwner;
  account: Record<string, string>;
  saveProfile: boolean;
  couponId: CustomerCouponId | null;
  payWayId: string | null;
  extra: ExtraValues;
}

const DRAFT_KEY = 'checkout_confirm_draft';

/**
 * The customer's id, or null signed out. A draft typed signed out follows the buyer through the
 * login page; one typed by a customer is theirs alone: on a shared computer the next account in
 * the tab must not find the last one's player id, e-mail, phone or CPF.
 */
export type DraftOwner = string | null;

/** The draft's owner now: a signed-in customer whose info is not in yet owns nothing typed before. */
export const draftOwnerOf = (state: SessionState): DraftOwner => (isSignedIn(state) ? String(state.userInfo?.id ?? '?') : null);

function texts(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The draft of this SKU for this owner, read defensively (another version of the page may have written it). */
export function loadDraft(skuId: string, owner: DraftOwner): ConfirmDraft | undefined {
  const stored = storage.get<Partial<Record<keyof ConfirmDraft, unknown>>>(DRAFT_KEY);
  if (typeof stored !== 'object' || stored === null || stored.skuId !== skuId) return undefined;
  const writtenBy = textOrNull(stored.owner);
  if (writtenBy !== null && writtenBy !== owner) return undefined;
  const extra = texts(stored.extra);
  return {
    skuId,
    owner,
    account: texts(stored.account),
    saveProfile: stored.saveProfile === true,
    couponId: customerCouponIdOf(stored.couponId),
    payWayId: textOrNull(stored.payWayId),
    extra: Object.fromEntries((Object.keys(EMPTY_EXTRA) as PayExtraField[]).map((field) => [field, extra[field] ?? ''])) as ExtraValues,
  };
}

export function saveDraft(draft: ConfirmDraft): void {
  storage.set(DRAFT_KEY, draft, 'session');
}

/** Once the order is placed the draft has served. */
export function clearDraft(): void {
  storage.remove(DRAFT_KEY, 'session');
}
