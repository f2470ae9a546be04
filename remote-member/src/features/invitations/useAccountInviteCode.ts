import { useCustomerQuery } from '@topup/shared/storefront';
import { getUserInfoCall } from '@topup/shared/contract';
import { INVITATION_PAGE_REQUESTS } from '@topup/shared/contract/invitation';

export type AccountInviteCode = { state: 'loading' } | { state: 'ready'; inviteCode: string } | { state: 'failed'; retry(): void };

/** The signed-in customer's own invite code, from their account. */
export function useAccountInviteCode(): AccountInviteCode {
  const info = useCustomerQuery(getUserInfoCall, INVITATION_PAGE_REQUESTS.account);
  if (info.data) return { state: 'ready', inviteCode: info.data.inviteCode };
  if (info.isError) return { state: 'failed', retry: () => void info.refetch() };
  return { state: 'loading' };
}
