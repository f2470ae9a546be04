import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { orderNoOf, type OrderNo } from '@topup/shared/contract';
import { MAX_REPLY_LENGTH, orderMessagesCall, type OrderMessage } from '@topup/shared/contract/form';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useCustomerQuery, useFormatDateTime } from '@topup/shared/storefront';
import { Button, EmptyState, ErrorState, LoadingState, RemotePage, SignInFirst, Skeleton } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { markMessagesRead, replyToStore } from '../forms/api';
import styles from './orderHistory.module.css';

function Message({ message }: { message: OrderMessage }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const fromStore = message.side === 'store';
  return (
    <li className={styles.message} data-side={message.side}>
      <div className={styles.meta}>
        <span className={styles.author}>{fromStore ? t('orderHistory.store') : t('orderHistory.you')}</span>
        <time dateTime={new Date(message.createTime).toISOString()} className={common.muted}>
          {formatTime(message.createTime)}
        </time>
      </div>
      {message.kind !== 'reply' ? <p className={styles.text}>{t(`orderHistory.kind.${message.kind}`)}</p> : null}
      {message.text ? <p className={styles.text}>{message.text}</p> : null}
    </li>
  );
}

function ReplyBox({ orderNo, onSent }: { orderNo: string; onSent(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setSending(true);
    try {
      await replyToStore(orderNo, text.trim());
      setText('');
      onSent();
    } catch {
      // The client showed the refusal; the text stays to send again.
    } finally {
      setSending(false);
    }
  };
  return (
    <form className={styles.reply} onSubmit={send}>
      <label htmlFor={id} className={styles.label}>
        {t('orderHistory.replyLabel')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={3}
        maxLength={MAX_REPLY_LENGTH}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-hint`} className={common.muted}>
        {t('orderHistory.replyHint', { max: MAX_REPLY_LENGTH })}
      </p>
      <div className={common.actions}>
        <Button type="submit" disabled={sending || text.trim() === ''}>
          {t('orderHistory.send')}
        </Button>
      </div>
    </form>
  );
}

function MessagesOfOrder({ orderNo }: { orderNo: OrderNo }) {
  const { t } = useTranslation();
  const messages = useCustomerQuery(orderMessagesCall, { orderNo }, { requestOptions: { quietCodes: [ResultCode.NO_DATA] } });
  const unread = messages.data?.some((message) => !message.read) ?? false;
  useEffect(() => {
    // Seen on screen: the store's messages are read.
    if (unread) void markMessagesRead(orderNo).catch(() => undefined);
  }, [unread, orderNo]);
  if (messages.error instanceof ApiError && messages.error.code === ResultCode.NO_DATA) {
    return <EmptyState title={t('member.orders.notFound')} action={<Link to={links.myOrders()} className={common.link}>{t('member.orders.backToList')}</Link>} />;
  }
  if (messages.isError && !messages.data) return <ErrorState onRetry={() => void messages.refetch()} />;
  if (!messages.data) {
    return (
      <LoadingState className={styles.list}>
        <Skeleton height={72} />
        <Skeleton height={72} />
      </LoadingState>
    );
  }
  return (
    <div className={styles.layout}>
      {messages.data.length === 0 ? (
        <EmptyState title={t('orderHistory.empty')} />
      ) : (
        <ol className={styles.list} aria-label={t('title.orderHistory')}>
          {messages.data.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
      )}
      <ReplyBox orderNo={orderNo} onSent={() => void messages.refetch()} />
    </div>
  );
}

/** /ordre/history?orderNo=: the messages between the store and the buyer about one order, with times, and a reply box. */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSession(isSignedIn);
  const orderNo = orderNoOf(params);
  return (
    <RemotePage remote="member" className={common.page}>
      <div className={common.actions}>
        {orderNo ? (
          <Link to={links.orderDetail(orderNo)} className={common.link}>
            {t('orderForm.backToOrder')}
          </Link>
        ) : null}
      </div>
      <h1 className={common.title}>{t('title.orderHistory')}</h1>
      {!signedIn ? (
        <SignInFirst reason={t('member.signIn')} />
      ) : !orderNo ? (
        <EmptyState title={t('member.orders.notFound')} />
      ) : (
        <MessagesOfOrder key={orderNo} orderNo={orderNo} />
      )}
    </RemotePage>
  );
}
