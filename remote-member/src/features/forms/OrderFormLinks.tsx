import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderButtonStatus, OrderNo } from '@topup/shared/contract';
import { links } from '@topup/shared/remotes';
import common from '../common/member.module.css';

/** The order's form and its messages with the store, where getOrderButtonStatus offers them. */
export function OrderFormLinks({ orderNo, buttons }: { orderNo: OrderNo; buttons: OrderButtonStatus | undefined }) {
  const { t } = useTranslation();
  if (!buttons?.form && !buttons?.history) return null;
  return (
    <div className={common.actions}>
      {buttons.form ? (
        <Link to={links.orderForm(orderNo)} className={common.link}>
          {t('orderForm.openForm')}
        </Link>
      ) : null}
      {buttons.history ? (
        <Link to={links.orderHistory(orderNo)} className={common.link}>
          {t('orderHistory.openHistory')}
        </Link>
      ) : null}
    </div>
  );
}
