import { useTranslation } from 'react-i18next';
import { prePayFormInfoCall, type OrderDetail } from '@topup/shared/contract';
import { useLocaleQuery } from '@topup/shared/storefront';
import common from '../common/member.module.css';

/**
 * The player the order tops up: the account values under the product form's own labels (a select's
 * option label too), and the nickname the game returned. Until the form arrives, or when the
 * product has lost a field, the field's key is the label.
 */
export function PlayerFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const form = useLocaleQuery(prePayFormInfoCall, { productId: order.product.id }, { requestOptions: { quietCodes: [11, 12] } });
  const fieldOf = (key: string) => form.data?.fields.find((field) => field.key === key);
  return (
    <dl className={common.facts}>
      {order.nickname ? (
        <div>
          <dt>{t('member.orders.nickname')}</dt>
          <dd>{order.nickname}</dd>
        </div>
      ) : null}
      {Object.entries(order.account).map(([key, value]) => {
        const field = fieldOf(key);
        return (
          <div key={key}>
            <dt>{field?.label ?? key}</dt>
            <dd>{field?.options.find((option) => option.value === value)?.label ?? value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
