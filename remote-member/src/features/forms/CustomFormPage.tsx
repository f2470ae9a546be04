import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { orderNoOf, type CallResponse, type OrderNo } from '@topup/shared/contract';
import { FORM_STATUS, formInfoCall } from '@topup/shared/contract/form';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useCustomerQuery, useLocale } from '@topup/shared/storefront';
import { Button, EmptyState, ErrorState, LoadingState, RemotePage, SignInFirst, Skeleton } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { cancelOrderForm } from './api';
import { FormFill } from './FormFill';
import { SubmittedForm } from './SubmittedForm';
import styles from './forms.module.css';

function BackToOrder({ orderNo }: { orderNo: OrderNo }) {
  const { t } = useTranslation();
  return (
    <Link to={links.orderDetail(orderNo)} className={common.link}>
      {t('orderForm.backToOrder')}
    </Link>
  );
}

/** The order's form as it stands: read the submission, refresh, withdraw it to modify, or fill it. */
function OrderFormView({ info, refresh }: { info: CallResponse<typeof formInfoCall>; refresh(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const latest = info.latest;
  const cancel = async () => {
    if (!latest) return;
    setBusy(true);
    try {
      await cancelOrderForm(info.orderNo, latest.submissionId);
    } catch {
      // Reviewed meanwhile (5008): the refresh below shows how it stands.
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return (
    <div className={styles.layout}>
      <h2 className={common.cardTitle}>{info.title}</h2>
      {latest ? <SubmittedForm fields={info.fields} submission={latest} /> : null}
      {latest ? (
        <div className={common.actions}>
          <Button variant="ghost" onClick={refresh}>
            {t('orderForm.refresh')}
          </Button>
          {latest.status === FORM_STATUS.REVIEW && !info.orderClosed ? (
            <Button variant="secondary" onClick={() => void cancel()} disabled={busy}>
              {t('orderForm.cancelToModify')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {info.orderClosed ? (
        <p className={styles.note}>{t('orderForm.orderClosed')}</p>
      ) : info.fillable ? (
        <section className={common.card} aria-label={info.title}>
          <FormFill key={latest?.submissionId ?? 'first'} info={info} onDone={refresh} />
        </section>
      ) : !latest ? (
        <p className={styles.note}>{t('orderForm.notPaid')}</p>
      ) : null}
    </div>
  );
}

function FormOfOrder({ orderNo }: { orderNo: OrderNo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useCustomerQuery(formInfoCall, { orderNo, locale }, { requestOptions: { quietCodes: [ResultCode.NO_DATA] } });
  if (form.data) return <OrderFormView info={form.data} refresh={() => void form.refetch()} />;
  if (form.error instanceof ApiError && form.error.code === ResultCode.NO_DATA) {
    return <EmptyState title={t('orderForm.notFound')} action={<BackToOrder orderNo={orderNo} />} />;
  }
  if (form.isError) return <ErrorState onRetry={() => void form.refetch()} />;
  return (
    <LoadingState className={styles.layout}>
      <Skeleton height={32} />
      <Skeleton height={220} />
    </LoadingState>
  );
}

/** /form?orderNo=: the custom form the seller needs after payment (spec sections 3 and 5). */
export function CustomFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSession(isSignedIn);
  const orderNo = orderNoOf(params);
  return (
    <RemotePage remote="member" className={common.page}>
      <div className={common.actions}>{orderNo ? <BackToOrder orderNo={orderNo} /> : null}</div>
      <h1 className={common.title}>{t('title.form')}</h1>
      {!signedIn ? (
        <SignInFirst reason={t('member.signIn')} />
      ) : !orderNo ? (
        <EmptyState title={t('orderForm.notFound')} />
      ) : (
        <FormOfOrder key={orderNo} orderNo={orderNo} />
      )}
    </RemotePage>
  );
}
