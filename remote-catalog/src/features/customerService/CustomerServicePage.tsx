import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { customerContactsCall, type CustomerContact } from '@topup/shared/contract';
import { QrCode } from '@topup/shared/qr';
import { useLocaleQuery } from '@topup/shared/storefront';
import { CopyButton, EmptyState, LoadingState, QueryView, RemotePage, Skeleton } from '@topup/shared/ui';
import page from '../common/page.module.css';
import styles from './CustomerServicePage.module.css';

const QR_SIZE = 144;

/** /service: who answers, where (channel and account id), and a QR code that opens the chat. */
export function CustomerServicePage() {
  const { t } = useTranslation();
  const contacts = useLocaleQuery(customerContactsCall, {});
  return (
    <RemotePage remote="catalog" className={page.page}>
      <div className={styles.intro}>
        <h1 className={page.title}>{t('title.service')}</h1>
        <p className={page.muted}>{t('catalog.service.intro')}</p>
      </div>
      <QueryView
        query={contacts}
        loading={
          <LoadingState className={styles.grid}>
            <Skeleton height={QR_SIZE + 120} />
            <Skeleton height={QR_SIZE + 120} />
          </LoadingState>
        }
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('catalog.service.emptyTitle')} text={t('catalog.service.emptyText')} action={<Link to="/help">{t('nav.help')}</Link>} />}
      >
        {(list) => (
          <ul className={styles.grid}>
            {list.map((contact) => (
              <li key={contact.id}>
                <ContactCard contact={contact} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </RemotePage>
  );
}

function ContactCard({ contact }: { contact: CustomerContact }) {
  const { t } = useTranslation();
  const opensChat = /^https?:\/\//i.test(contact.qrContent);
  return (
    <article className={styles.card}>
      <QrCode value={contact.qrContent} size={QR_SIZE} label={t('catalog.service.qrLabel', { name: contact.name })} className={styles.qr} />
      <div className={styles.details}>
        <h2 className={styles.name}>{contact.name}</h2>
        <p className={styles.channel}>{contact.channel}</p>
        <p className={styles.account}>
          <span className={styles.accountLabel}>{t('catalog.service.accountId')}</span> <span className={styles.accountId}>{contact.accountId}</span>
        </p>
        <div className={styles.actions}>
          <CopyButton text={contact.accountId}>{t('catalog.service.copyId')}</CopyButton>
          {opensChat ? (
            <a href={contact.qrContent} target="_blank" rel="noopener noreferrer" className={styles.open}>
              {t('catalog.service.openChat')}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
