import { useCallback, useEffect, useState } from 'react';
import { payExtraInfoSchema, userFilledInfoCall, type PayExtraField, type PayExtraInfo } from '@topup/shared/contract';
import { useSession } from '@topup/shared/session';
import { useCustomerQuery } from '@topup/shared/storefront';
import type { Parser } from '@topup/shared/ui';

export type ExtraValues = Record<PayExtraField, string>;

export const EMPTY_EXTRA: ExtraValues = { phone: '', email: '', name: '', cpf: '' };

/**
 * The contract's rules (phone, e-mail, full name, CPF) for just the fields a pay way needs; each
 * value is sent as typed text, so an empty one is "required" and others are normalised (+7…, the
 * CPF's 11 digits).
 */
export function extraInfoParser(fields: readonly PayExtraField[]): Parser<PayExtraInfo> {
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<PayExtraField, true>>;
  return payExtraInfoSchema.pick(mask) as unknown as Parser<PayExtraInfo>;
}

/** Only the needed fields, as typed: what the parser checks. */
export function neededValues(fields: readonly PayExtraField[], values: ExtraValues): Partial<ExtraValues> {
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}

/**
 * The extra info of the chosen pay way (getUserFilledInfoByPayWay): which fields it needs, and
 * what the buyer used last time filled into the fields still empty, else the account's own e-mail
 * (a card payment asks for one the store already knows). Values are kept across pay
 * ways, so a phone typed for one method is still there after switching back.
 */
export function usePayExtraInfo(payWayId: string | undefined, signedIn: boolean, initial?: Partial<ExtraValues>) {
  const [values, setValues] = useState<ExtraValues>({ ...EMPTY_EXTRA, ...initial });
  // A customer query: keyed by the session, so the next account in the tab never gets these values.
  const query = useCustomerQuery(userFilledInfoCall, { payWayId: payWayId ?? '' }, { enabled: signedIn && payWayId !== undefined });
  const filled = query.data?.values;
  const accountEmail = useSession((state) => (typeof state.userInfo?.email === 'string' ? state.userInfo.email : undefined));
  useEffect(() => {
    if (!filled) return;
    setValues((current) => {
      const next = { ...current };
      for (const field of Object.keys(EMPTY_EXTRA) as PayExtraField[]) {
        const last = filled[field] ?? (field === 'email' ? accountEmail : undefined);
        if (!next[field] && last) next[field] = last;
      }
      return next;
    });
  }, [filled, accountEmail]);
  const setValue = useCallback((field: PayExtraField, value: string) => setValues((current) => ({ ...current, [field]: value })), []);
  return {
    fields: query.data?.extraFields ?? [],
    values,
    setValue,
    isPending: signedIn && payWayId !== undefined && query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
