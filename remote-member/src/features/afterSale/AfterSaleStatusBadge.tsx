import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '@topup/shared/contract/afterSale';
import common from '../common/member.module.css';

const TONE: Record<RefundStatus, string> = { 0: 'info', 1: 'success', 2: 'neutral', 3: 'warning' };

/** A refund status as a coloured label (UI.md's semantic colours). */
export function AfterSaleStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <span className={common.badge} data-tone={TONE[status]} data-testid="after-sale-status">
      {t(`afterSale.status.${status}`)}
    </span>
  );
}
