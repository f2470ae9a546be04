import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A pay way's name in the buyer's language ("Банковская карта"), its code when the texts lack it. */
export function usePayWayName(): (payWay: string) => string {
  const { t } = useTranslation();
  return useCallback((payWay: string) => t(`checkout.payWayName.${payWay}`, { defaultValue: payWay }), [t]);
}
