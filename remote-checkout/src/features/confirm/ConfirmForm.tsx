import type { CallResponse, confirmOrderSkuInfoCall, OrderItem } from '@topup/shared/contract';
import type { OrderConfirmLink } from '@topup/shared/orderConfirm/linkParts';
import type { DraftOwner } from './draft';
import styles from '../common/checkout.module.css';
import { prepareForBuyer } from '../paying/prepareForBuyer';
import { PayWaySection } from '../payWays/PayWaySection';
import { ConfirmCouponSection } from './ConfirmCouponSection';
import { ConfirmPlayerSection } from './ConfirmPlayerSection';
import { ConfirmSummary } from './ConfirmSummary';
import { ConfirmWhatSection } from './ConfirmWhatSection';
import { useConfirmForm } from './useConfirmForm';

export interface ConfirmFormProps {
  link: OrderConfirmLink;
  item: OrderItem;
  info: CallResponse<typeof confirmOrderSkuInfoCall>;
  /** The SKU summary is being fetched again (a new quantity): amounts shown are the previous ones. */
  refreshing: boolean;
  refetchInfo(): void;
  /** Who fills the form in: the page draws a new form when another customer (or nobody) does. */
  owner: DraftOwner;
}

/** /ordre/confirm once the SKU summary is in: who gets the top-up, coupon, pay way, amount, pay. */
export function ConfirmForm(props: ConfirmFormProps) {
  const { info, item } = props;
  const form = useConfirmForm(props);
  const { payWays, chosen, choose, balance, extra } = form.payWay;
  return (
    <form
      ref={form.formRef}
      className={styles.layout}
      noValidate
      onFocus={prepareForBuyer}
      onPointerDown={prepareForBuyer}
      onSubmit={(event) => {
        event.preventDefault();
        void form.click();
      }}
    >
      <div className={styles.main}>
        <ConfirmWhatSection info={info} item={item} maxQuantity={form.maxQuantity} />
        <ConfirmPlayerSection form={form} product={info.product} />
        {form.couponOn ? <ConfirmCouponSection signedIn={form.signedIn} coupon={form.coupon} /> : null}
        <PayWaySection
          payWays={payWays}
          chosen={chosen}
          onChoose={choose}
          balance={balance}
          payAmount={form.payAmount}
          deliveryMinutes={info.product.deliveryMinutes}
          extra={extra}
          errors={form.errors}
          onEdit={form.clear}
        />
      </div>

      <aside className={styles.side}>
        <ConfirmSummary form={form} info={info} item={item} />
      </aside>
    </form>
  );
}
